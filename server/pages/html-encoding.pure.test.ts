import { pickEncoding } from './html-encoding';

test('a page goes out in the best encoding the browser accepts', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('gzip, deflate')).toBe('gzip');
  expect(pickEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
  expect(pickEncoding('*')).toBe('br');
  expect(pickEncoding('*, br;q=0')).toBe('gzip');
});

test('without an encoding both can read, the page goes out as text', () => {
  expect(pickEncoding(undefined)).toBeNull();
  expect(pickEncoding('')).toBeNull();
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding('deflate')).toBeNull();
  expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
});
