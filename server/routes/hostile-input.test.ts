import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../app';
import { createTestEnv, postForm } from '../testing/test-app';

// Hostile input gets a clear 4xx and stores nothing; never a 5xx. Run on both engines.
const PASSWORD = 'correct horse battery staple';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let adId = '';

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD }, { adminLoginsPerWindow: 10_000 });
  const posted = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ phone: '0751234000', model: 'Hostile' })),
  });
  adId = posted.json<{ id: string }>().id;
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const NUL = '\u0000';
const LONE = '\ud800';
const count = async () =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]!.n;
const post = (payload: FormData | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/vehicles', payload, headers });

test.each([
  ['a NUL byte in the title', { title: `Dio${NUL}` }],
  ['a lone surrogate in the make', { make: `Honda${LONE}` }],
  ['a NUL byte in the description', { description: `Fine${NUL}bike` }],
  ['a lone low surrogate in the model', { model: 'Dio\udc00' }],
])('a post with %s is a 400 and nothing is stored', async (_name, change) => {
  const before = await count();
  const response = await post(postForm({ ...buildAdForm(), ...change }));
  expect(response.statusCode, response.body).toBe(400);
  expect(await count()).toBe(before);
});

test.each([
  ['/api/vehicles?q=dio%00', 400],
  ['/api/vehicles?make=Honda%00', 400],
  // Escapes that are not UTF-8: the parser would keep them as text and search for it.
  ['/api/vehicles?q=%ED%A0%80', 400],
  ['/api/vehicles?q=%C3%28', 400],
  ['/api/vehicles?q=%FF', 400],
  ['/api/vehicles?type=all&make=Hon%E0da', 400],
  ['/api/vehicles/facets?q=%C3', 400],
  ['/api/vehicles?q=caf%C3%A9', 200],
  ['/api/vehicles?q=50%', 200],
  ['/api/vehicles/abc%00def', 400],
  ['/api/vehicles/abc%ED%A0%80', 400],
  ['/api/vehicles/facets?q=%00', 400],
])('GET %s → %i', async (url, status) => {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(status);
  // Bad query text names the parameter in the shape every refused field has.
  if (status === 400 && url.includes('?')) {
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: expect.stringContaining('broken character'),
    });
  }
});

test.each(['/browse/scooters?q=%FF', '/si/browse/scooters?q=%C3%28', '/browse/all?q=dio%00'])(
  'the page %s is a 400 with the app shell as its page',
  async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Shell</title>');
    expect(response.headers['content-security-policy']).toBeDefined();
  },
);

test('a report note or an admin login with bad bytes is a 400', async () => {
  const report = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${adId}/reports`,
    payload: { reason: 'fraud', note: `pay first${NUL}` },
  });
  expect(report.statusCode, report.body).toBe(400);
  for (const payload of [
    { password: `${PASSWORD}${NUL}`, name: 'Nimal' },
    { password: PASSWORD, name: `Ni${LONE}mal` },
  ]) {
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload });
    expect(login.statusCode, login.body).toBe(400);
  }
  expect(await app.db.query('SELECT 1 FROM reports')).toEqual([]);
});

/** A real multipart body, cut short. */
function truncatedBody(boundary: string) {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="ad"\r\n\r\n` +
    `${JSON.stringify(buildAdForm())}\r\n--${boundary}\r\n` +
    `Content-Disposition: form-data; name="hero"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
    'not all of a photo'
  );
}

test('multipart without a boundary, or cut short, is a 400', async () => {
  const before = await count();
  const noBoundary = await post(truncatedBody('x'), { 'content-type': 'multipart/form-data' });
  expect(noBoundary.statusCode, noBoundary.body).toBe(400);
  const cut = await post(truncatedBody('x'), { 'content-type': 'multipart/form-data; boundary=x' });
  expect(cut.statusCode, cut.body).toBe(400);
  expect(await count()).toBe(before);
});

/** A PNG that is tiny on the wire and claims 1.6 gigapixels decoded. */
async function bomb() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR's width and height (bytes 16-23), then its CRC over type and data (bytes 12-28).
  png.writeUInt32BE(40_000, 16);
  png.writeUInt32BE(40_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

test.each([
  ['malformed ad JSON', () => postForm('{"title": '), 400],
  ['ad JSON that is not an object', () => postForm('[1,2]'), 400],
  ['wrong types', () => postForm({ ...buildAdForm(), price: { $gt: 0 }, year: [1] }), 400],
  ['a huge field', () => postForm({ ...buildAdForm(), description: 'x'.repeat(70_000) }), 413],
  [
    'a text file as a photo',
    () => postForm(buildAdForm(), [{ field: 'hero', name: 'a.jpg', data: Buffer.from('hi') }]),
    422,
  ],
  [
    'an unknown file field',
    () => postForm(buildAdForm(), [{ field: 'evil' as 'hero', name: 'a', data: Buffer.from('x') }]),
    400,
  ],
])('a post with %s is refused, nothing stored', async (_name, form, status) => {
  const before = await count();
  const response = await post(form());
  expect(response.statusCode, response.body).toBe(status);
  expect(await count()).toBe(before);
});

test('a decompression bomb is refused; a photo name with path tricks is only a name', async () => {
  const before = await count();
  const refused = await post(
    postForm(buildAdForm(), [{ field: 'hero', name: 'bomb.png', data: await bomb() }]),
  );
  expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(413);
  expect(refused.statusCode).toBeLessThan(500);
  expect(await count()).toBe(before);
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#333' } })
    .jpeg()
    .toBuffer();
  for (const name of ['../../../etc/passwd', '..\\..\\boot.ini', `a${NUL}.jpg`, '/dev/null']) {
    const response = await post(
      postForm(buildAdForm({ model: `Path ${name.length}` }), [
        { field: 'hero', name, data: photo },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ image: string }>().image).toMatch(/^\/photos\/[0-9a-f]{32}\.webp$/);
  }
});

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
test.each([
  ['a bare number as its date', ['newest', '1', 'x']],
  ['a date JavaScript reads and PostgreSQL does not', ['newest', 'May 1', 'x']],
  ['a year out of range', ['newest', '0000-01-01T00:00:00.000Z', 'x']],
  ['February 31', ['newest', '2026-02-31T00:00:00.000Z', 'x']],
  ['an offset PostgreSQL refuses', ['newest', '2026-02-01T00:00:00.000+23:59', 'x']],
  ['a price that is text', ['price-asc', '100', 'x']],
])('a list cursor with %s is a 400, not a 500', async (_name, value) => {
  const sort = (value as string[])[0];
  const response = await app.inject({
    url: `/api/vehicles?type=all&sort=${sort}&cursor=${cursorOf(value)}`,
  });
  expect(response.statusCode, response.body).toBe(400);
});

/** A multipart body written byte by byte: the `ad` field holds `bytes` inside its title. */
function rawMultipart(bytes: Buffer) {
  const boundary = 'rawboundary1234';
  const ad = Buffer.from(JSON.stringify({ ...buildAdForm(), title: 'TITLE' }));
  const at = ad.indexOf('TITLE');
  const value = Buffer.concat([ad.subarray(0, at), bytes, ad.subarray(at + 5)]);
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="ad"\r\n\r\n`),
      value,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

test.each([
  ['a lone continuation byte', Buffer.from([0x44, 0x69, 0x80, 0x6f])],
  ['a cut-off sequence', Buffer.from([0x44, 0xc3, 0x28])],
  ['a byte that never starts UTF-8', Buffer.from([0xff, 0xfe])],
])(
  'invalid UTF-8 (%s) in the multipart ad field is a 400 and nothing is stored',
  async (_name, bytes) => {
    const before = await count();
    const { payload, headers } = rawMultipart(bytes);
    const response = await app.inject({ method: 'POST', url: '/api/vehicles', payload, headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(await count()).toBe(before);
    // The same field in proper UTF-8 is stored.
    const fine = rawMultipart(Buffer.from('Dio ඩියෝ'));
    const stored = await app.inject({ method: 'POST', url: '/api/vehicles', ...fine });
    expect(stored.statusCode, stored.body).toBe(201);
  },
);

test('invalid UTF-8 in a JSON body is a 400', async () => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${adId}/reports`,
    payload: Buffer.concat([
      Buffer.from('{"reason":"fraud","note":"bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode, response.body).toBe(400);
});
