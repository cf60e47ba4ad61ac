import { buildVehicle } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
const BASE = 'https://bikes.example.lk';

beforeAll(async () => {
  env = await createTestEnv();
  // 30 URLs a file: ten ads (each in three languages) per file.
  app = await env.open({ publicUrl: BASE }, { sitemapUrls: 30 });
  const ads = [
    'live-1',
    'live-2',
    'live-3',
    'live-4',
    'live-5',
    'sold',
    'deleted',
    'hidden',
    'expired',
  ];
  await app.vehicles.insert(ads.map((id) => buildVehicle({ id: `sm-${id}` })));
  await app.vehicles.markSold('sm-sold');
  await app.vehicles.remove('sm-deleted');
  await app.vehicles.setHidden('sm-hidden', true);
  await app.db.query(`UPDATE vehicles SET expires_at = now() - interval '1 day' WHERE id = $1`, [
    'sm-expired',
  ]);
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

/** Fails unless every tag is closed in order and no `&` or `<` stands unescaped in text. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  const body = xml.slice(xml.indexOf('?>') + 2);
  const tag = /<(\/?)([a-zA-Z:]+)((?:\s+[a-zA-Z:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const match of body.matchAll(tag)) {
    expect(match.index, 'stray <').toBe(consumed);
    consumed += match[0].length;
    const [, closing, name, attributes = '', selfClosing, text] = match;
    for (const value of [text ?? '', attributes]) {
      expect(value.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<]/);
    }
    if (text !== undefined) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

async function get(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expectWellFormed(response.body);
  return response.body;
}

test('robots.txt names the sitemap index on PUBLIC_URL', async () => {
  const response = await app.inject({ url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
});

/** Every ads file the index links, and the English address of every ad in them. */
async function allAds() {
  const files = locs(await get('/sitemap.xml')).slice(1);
  const listed: string[] = [];
  for (const file of files) {
    const xml = await get(file.slice(BASE.length));
    expect(locs(xml).length).toBeLessThanOrEqual(30);
    listed.push(...locs(xml));
  }
  return { files, listed, english: listed.filter((url) => !/\/(si|ta)\//.test(url)) };
}

test('the index links the pages file and enough ads files for every listed ad', async () => {
  const count = await app.sitemap.countListed();
  const files = Math.ceil(count / 10);
  expect(files).toBeGreaterThan(1);
  const index = await get('/sitemap.xml');
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual([
    `${BASE}/sitemaps/pages.xml`,
    ...Array.from({ length: files }, (_, n) => `${BASE}/sitemaps/ads-${n + 1}.xml`),
  ]);
  expect((await app.inject({ url: `/sitemaps/ads-${files + 1}.xml` })).statusCode).toBe(404);
  expect((await app.inject({ url: '/sitemaps/ads-0.xml' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/sitemaps/ads-x.xml' })).statusCode).toBe(404);
});

test('the ads files list each listed ad once, in every language; sold and gone ads leave', async () => {
  const { listed, english } = await allAds();
  expect(new Set(english).size).toBe(english.length);
  expect(english).toHaveLength(await app.sitemap.countListed());
  expect(listed).toHaveLength(english.length * 3);
  expect(english.filter((url) => url.includes('/vehicle/sm-')).sort()).toEqual(
    [1, 2, 3, 4, 5].map((n) => `${BASE}/vehicle/sm-live-${n}`),
  );
  expect(listed).toContain(`${BASE}/si/vehicle/sm-live-1`);
  expect(listed).toContain(`${BASE}/ta/vehicle/sm-live-1`);
  for (const gone of ['sold', 'deleted', 'hidden', 'expired']) {
    expect(listed.join(' ')).not.toContain(`sm-${gone}`);
  }
});

test('each entry has its lastmod and its alternates in every language', async () => {
  const { files } = await allAds();
  const xml = (await Promise.all(files.map((file) => get(file.slice(BASE.length))))).join('');
  const entry = xml.split('\n').find((line) => line.includes(`<loc>${BASE}/ta/vehicle/sm-live-1<`));
  expect(entry).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
  for (const [lang, href] of [
    ['en', `${BASE}/vehicle/sm-live-1`],
    ['si', `${BASE}/si/vehicle/sm-live-1`],
    ['ta', `${BASE}/ta/vehicle/sm-live-1`],
    ['x-default', `${BASE}/vehicle/sm-live-1`],
  ]) {
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
  }
});

test('an ad published now is in the sitemap at once; an odd id is escaped', async () => {
  await app.vehicles.insert([buildVehicle({ id: "sm-z&<'odd>" })]);
  const { english } = await allAds();
  expect(english).toContain(`${BASE}/vehicle/sm-z%26%3C'odd%3E`.replace("'", '&apos;'));
});

test('the pages file lists the site pages in every language with their alternates', async () => {
  const xml = await get('/sitemaps/pages.xml');
  const pages = locs(xml);
  expect(pages).toContain(`${BASE}/`);
  expect(pages).toContain(`${BASE}/si/browse/scooters`);
  expect(pages).toContain(`${BASE}/ta/post-ad`);
  expect(xml).toContain(`href="${BASE}/?view=spare-parts"`.replace('&', '&amp;'));
  expect(xml).not.toContain('/vehicle/');
});

test('without PUBLIC_URL, a server on a free port (PORT=0) names the port it got', async () => {
  const own = await createTestEnv();
  const server = await own.open({ port: 0 });
  try {
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origin).not.toMatch(/:0$/);
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const index = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${origin}/sitemaps/pages.xml</loc>`);
  } finally {
    await server.close();
    await own.dispose();
  }
});
