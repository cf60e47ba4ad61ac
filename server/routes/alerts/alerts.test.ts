import { createServer, type AddressInfo } from 'node:net';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { startPushStandIn } from '../../alerts/push-stand-in';
import { createTestEnv, postForm } from '../../testing/test-app';
import { until } from '../../testing/until';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;

beforeAll(async () => {
  pushService = await startPushStandIn();
  env = await createTestEnv();
  app = await env.open({
    alertsIntervalSeconds: 1,
    pushStandIn: { origin: pushService.origin, ca: pushService.ca },
  });
  // The sample ads seeded on the first start are queued too: let them go before any test.
  await app.alerts.runOnce();
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
  await pushService?.close();
});

const subscribe = (body: object) =>
  app.inject({ method: 'PUT', url: '/api/alerts/subscription', payload: body });
const publish = async (form: object) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm(form)),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);
const fullCycle = async () => {
  // The first may join a pass already under way; the second starts after it.
  await app.alerts.runOnce();
  await app.alerts.runOnce();
};

test('the key browsers subscribe with is made once and kept in the database', async () => {
  const { publicKey } = (await app.inject('/api/alerts/key')).json<{ publicKey: string }>();
  expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  const rows = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_vapid');
  expect(rows[0]!.n).toBe(1);
});

test('a subscription with a bad endpoint or keys is refused with 400', async () => {
  const good = pushService.subscription('/push/bad');
  const bad = [
    { ...good, endpoint: 'not a url' },
    { ...good, endpoint: 'ftp://push.example/x' },
    { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
    { ...good, endpoint: 'https://user:secret@push.example/x' },
    { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
    { ...good, keys: { ...good.keys, auth: good.keys.p256dh } },
    { ...good, keys: { p256dh: good.keys.p256dh } },
    { endpoint: good.endpoint },
  ];
  for (const subscription of bad) {
    const response = await subscribe({ ...subscription, lang: 'en', searches: [], savedAds: [] });
    expect(response.statusCode, JSON.stringify(subscription)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
  }
  for (const endpoint of ['not a url', 'http://push.example/x', '']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { endpoint },
    });
    expect(response.statusCode, endpoint).toBe(400);
  }
  const stored = await app.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint LIKE $1', [
    '%/push/bad',
  ]);
  expect(stored).toEqual([]);
});

test('a push reaches the push service within one job cycle of a matching ad, once an hour', async () => {
  const subscription = pushService.subscription('/push/jaffna');
  const search = { id: 'jaffna', type: 'all', query: 'sort=price-asc&make=Honda&location=Jaffna' };
  const ok = await subscribe({ ...subscription, lang: 'ta', searches: [search], savedAds: [] });
  expect(ok.statusCode).toBe(200);

  await publish({ location: 'Kandy' });
  await publish({ location: 'Jaffna' });
  // The loop runs every second: the push arrives without anyone asking for a pass.
  expect(await until(() => pushesTo('/push/jaffna').length === 1)).toBe(true);
  const [push] = pushesTo('/push/jaffna');
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
  expect(push!.body.length).toBeGreaterThan(100);

  // A second match within the hour waits, and is told when the hour has passed.
  await publish({ location: 'Jaffna', model: 'Grazia' });
  await fullCycle();
  expect(pushesTo('/push/jaffna')).toHaveLength(1);
  await app.db.query(
    "UPDATE push_searches SET last_pushed_at = now() - interval '61 minutes' WHERE search_id = 'jaffna'",
  );
  await fullCycle();
  expect(pushesTo('/push/jaffna')).toHaveLength(2);
});

test('a price drop on a saved ad pushes to the browsers that saved it', async () => {
  const id = await publish({ location: 'Galle', price: '300000' });
  await fullCycle();
  const subscription = pushService.subscription('/push/saved');
  await subscribe({ ...subscription, lang: 'si', searches: [], savedAds: [id] });
  await app.db.query('UPDATE vehicles SET price = price + 5000 WHERE id = $1', [id]);
  await fullCycle();
  expect(pushesTo('/push/saved')).toHaveLength(0);
  await app.db.query('UPDATE vehicles SET price = 250000 WHERE id = $1', [id]);
  await fullCycle();
  expect(pushesTo('/push/saved')).toHaveLength(1);
});

test('a subscription the push service answers 410 for is deleted', async () => {
  const subscription = pushService.subscription('/gone/old-phone');
  const search = { id: 'matara', type: 'all', query: 'location=Matara' };
  await subscribe({ ...subscription, lang: 'en', searches: [search], savedAds: [] });
  await publish({ location: 'Matara' });
  await fullCycle();
  expect(pushesTo('/gone/old-phone')).toHaveLength(1);
  const rows = await app.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
    subscription.endpoint,
  ]);
  expect(rows).toEqual([]);
  expect(await app.db.query("SELECT 1 FROM push_searches WHERE search_id = 'matara'")).toEqual([]);
});

test('unsubscribing forgets the browser and its searches', async () => {
  const subscription = pushService.subscription('/push/leaving');
  const search = { id: 'leaving', type: 'all', query: 'location=Badulla' };
  await subscribe({ ...subscription, lang: 'en', searches: [search], savedAds: [] });
  const response = await app.inject({
    method: 'POST',
    url: '/api/alerts/unsubscribe',
    payload: { endpoint: subscription.endpoint },
  });
  expect(response.statusCode).toBe(200);
  await publish({ location: 'Badulla' });
  await fullCycle();
  expect(pushesTo('/push/leaving')).toHaveLength(0);
  expect(await app.db.query("SELECT 1 FROM push_searches WHERE search_id = 'leaving'")).toEqual([]);
});

test('no push ever goes to a private place: such endpoints are refused, and stored ones are never called', async () => {
  // A listener on loopback that counts every connection made to it.
  let connections = 0;
  const listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as AddressInfo).port;
  try {
    const keys = pushService.subscription('/unused').keys;
    const search = { id: 'private', type: 'all', query: 'location=Hambantota' };
    const endpoints = [
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://push.evil.example/push',
    ];
    for (const endpoint of endpoints) {
      const refused = await subscribe({
        endpoint,
        keys,
        lang: 'en',
        searches: [search],
        savedAds: [],
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation',
        fields: { endpoint: expect.any(String) },
      });
    }
    // Stored before endpoints were checked: the job drops them without connecting.
    for (const endpoint of endpoints.slice(0, 3)) {
      await app.alerts.repository.saveSubscription({
        endpoint,
        keys,
        lang: 'en',
        searches: [{ ...search, query: 'location=Hambantota' }],
        savedAds: [],
      });
    }
    await publish({ location: 'Hambantota' });
    await fullCycle();
    expect(connections).toBe(0);
    const left = await app.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint LIKE $1', [
      `%:${port}/push`,
    ]);
    expect(left).toHaveLength(0);
  } finally {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  }
});
