import { isPrivateAddress, isPushServiceEndpoint, publicOnlyLookup } from './push-endpoints';

test.each([
  '127.0.0.1',
  '127.9.9.9',
  '10.1.2.3',
  '172.20.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '::1',
  '::',
  '[::1]',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '[::ffff:127.0.0.1]',
  '64:ff9b::a9fe:a9fe',
  '2002:7f00:1::1',
  'fd00::1',
  'fe80::1',
  'not an address',
])('%s is a private place', (address) => {
  expect(isPrivateAddress(address)).toBe(true);
});

test.each(['142.250.72.10', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'])(
  '%s is public',
  (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  },
);

test('only the push services browsers use are accepted as endpoints', () => {
  for (const endpoint of [
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGm',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ]) {
    expect(isPushServiceEndpoint(endpoint, null), endpoint).toBe(true);
  }
  for (const endpoint of [
    'https://127.0.0.1:8443/x',
    'https://localhost/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com.evil.example/x',
    'https://fcm.googleapis.com:8443/x',
    'http://fcm.googleapis.com/x',
    'https://evil.example/x',
  ]) {
    expect(isPushServiceEndpoint(endpoint, null), endpoint).toBe(false);
  }
  const standIn = { origin: 'https://127.0.0.1:9999', ca: '' };
  expect(isPushServiceEndpoint('https://127.0.0.1:9999/push/a', standIn)).toBe(true);
  expect(isPushServiceEndpoint('https://127.0.0.1:9998/push/a', standIn)).toBe(false);
});

test('a name that resolves to a private address is refused after DNS', async () => {
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
    publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
  );
  expect(error?.code).toBe('EPRIVATE');
});
