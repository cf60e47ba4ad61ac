import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../http/security-headers.mjs';
import type { App } from '../../app';
import { languageRedirect } from '.';
import { createTestEnv } from '../../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open();
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const META = '<meta name="app-api" content="/api">';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

test('every HTML page carries the app-api meta in its head and the security headers', async () => {
  for (const [url, title] of [
    ['/', 'Home'],
    ['/browse/scooters', 'Scooters'],
    ['/browse/scooters/', 'Scooters'],
    ['/vehicle/some-ad', 'Shell'],
    ['/no/such/page', 'Shell'],
  ]) {
    const response = await app.inject({ url: url! });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(META);
    expect(head).toContain(`<title>${title}</title>`);
    expect(response.body.split(META)).toHaveLength(2);
    expectSecurityHeaders(response.headers);
  }
});

test('a badly encoded address is a 400 with the app shell as its page, never reflected', async () => {
  const response = await app.inject({ url: '/%E0%A4%A<script>' });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('<title>Shell</title>');
  expect(response.body).not.toContain('<script>');
  expectSecurityHeaders(response.headers);
});

test('the CSP lets the app call the API and show photos from this origin', async () => {
  const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
  expect(csp).toMatch(/connect-src 'self'/);
  expect(csp).toMatch(/img-src 'self'/);
});

test('API responses, errors and photos carry the security headers too', async () => {
  for (const url of ['/api/health', '/api/vehicles?limit=1', '/api/nope', '/photos/x.webp']) {
    expectSecurityHeaders((await app.inject({ url })).headers);
  }
  const post = await app.inject({ method: 'POST', url: '/api/vehicles', payload: 'x' });
  expect(post.statusCode).toBeGreaterThanOrEqual(400);
  expect(post.statusCode).toBeLessThan(500);
  expectSecurityHeaders(post.headers);
});

test('assets are immutable, compressed, revalidated by ETag; build metadata stays hidden', async () => {
  const asset = await app.inject({
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-encoding']).toBe('br');
  const gz = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['cache-control']).toBe('no-cache');
  const page = await app.inject({ url: '/' });
  const again = await app.inject({ url: '/', headers: { 'if-none-match': page.headers.etag } });
  expect(again.statusCode).toBe(304);
  for (const url of ['/.vite/manifest.json', '/assets/missing.js', '/favicon.ico']) {
    expect((await app.inject({ url })).statusCode, url).toBe(404);
  }
});

test('lists of ads are compressed for clients that accept it, and plain for the rest', async () => {
  const url = '/api/vehicles?type=all&limit=24';
  const plain = await app.inject({ url });
  expect(plain.headers['content-encoding']).toBeUndefined();
  const body = plain.json() as { items: unknown[] };
  expect(body.items.length).toBeGreaterThan(1);
  const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
  const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(body);
  expectSecurityHeaders(gz.headers);
});

test('pages are compressed for browsers that accept it, and plain for the rest', async () => {
  for (const url of ['/', '/browse/scooters', '/no/such/page']) {
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding'], url).toBeUndefined();
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.headers.vary, url).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
    expect(gz.headers.etag, url).toBe(plain.headers.etag);
  }
});

test('health, unknown API routes and the OpenAPI document', async () => {
  expect((await app.inject({ url: '/api/health' })).json()).toEqual({
    status: 'ok',
    engine: env.engine,
  });
  const malformed = await app.inject({ url: '/api/%E0%A4%A' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ code: 'bad_request' });
  const missing = await app.inject({ url: '/api/nothing-here' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ code: 'not_found' });
  const doc = (await app.inject({ url: '/api/openapi.json' })).json<{
    openapi: string;
    paths: Record<string, unknown>;
  }>();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/health', '/api/vehicles', '/api/vehicles/{id}']),
  );
  expect(JSON.stringify(doc)).toContain('price-desc');
  // Every named schema an answer points at is in the document.
  const components = (doc as { components?: { schemas?: Record<string, unknown> } }).components;
  const refs = new Set(JSON.stringify(doc).match(/#\/components\/schemas\/[^"]+/g));
  expect(refs.size).toBeGreaterThan(0);
  for (const ref of refs) {
    expect(components?.schemas?.[ref.split('/').pop()!], ref).toBeDefined();
  }
});

test('Sinhala and Tamil pages are served from their folders, /si and /si/ alike', async () => {
  for (const [url, title] of [
    ['/si', 'Sinhala home'],
    ['/si/', 'Sinhala home'],
    ['/si/browse/scooters', 'Sinhala scooters'],
    ['/si/saved', 'Shell'],
    ['/ta/post-ad', 'Shell'],
  ]) {
    const response = await app.inject({ url: url! });
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toContain(`<title>${title}</title>`);
    expect(response.body, url).toContain(META);
  }
});

test('the language cookie sends a visitor who opens / to their language, and nothing else', async () => {
  const open = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const redirect = await open('/', 'theme=dark; bikebazaar_lang=ta');
  expect(redirect.statusCode).toBe(302);
  expect(redirect.headers.location).toBe('/ta/');
  expect(redirect.headers.vary).toBe('Cookie');
  expect(redirect.headers['cache-control']).toBe('no-cache');
  expectSecurityHeaders(redirect.headers);
  expect((await open('/?view=biker-gear', 'bikebazaar_lang=si')).headers.location).toBe(
    '/si/?view=biker-gear',
  );
  // English chosen, no cookie, an unknown value, or any other path: served as it is.
  for (const [url, cookie] of [
    ['/', 'bikebazaar_lang=en'],
    ['/', undefined],
    ['/', 'bikebazaar_lang=fr'],
    ['/', 'other_bikebazaar_lang=si'],
    ['/browse/scooters', 'bikebazaar_lang=si'],
    ['/si/', 'bikebazaar_lang=ta'],
  ] as const) {
    const response = await open(url, cookie);
    expect(response.statusCode, `${url} ${cookie}`).toBe(200);
  }
  // The home page's answer depends on the cookie, so caches keep them apart.
  expect((await open('/')).headers.vary).toBe('Accept-Encoding, Cookie');
  expect((await open('/browse/scooters')).headers.vary).toBe('Accept-Encoding');
});

test('languageRedirect reads the cookie and keeps the query', () => {
  expect(languageRedirect('/?view=spare-parts', 'bikebazaar_lang=si')).toBe(
    '/si/?view=spare-parts',
  );
  expect(languageRedirect('/', 'a=1;bikebazaar_lang=ta ')).toBe('/ta/');
  expect(languageRedirect('/post-ad', 'bikebazaar_lang=ta')).toBeNull();
  expect(languageRedirect('/', undefined)).toBeNull();
});
