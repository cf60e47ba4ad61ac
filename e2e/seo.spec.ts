import type { Page } from '@playwright/test';
import { test, expect, gotoIn, inLang, type Lang } from './fixtures';
import { site } from '../src/config/site';

const SITE_URL = site.url;
const TYPES = ['scooters', 'trail', 'sport', 'cruiser', 'electric', 'high-capacity', 'atv-adv'];
const STATIC_ROUTES = [
  '/',
  '/?view=spare-parts',
  '/?view=biker-gear',
  ...TYPES.map((type) => `/browse/${type}`),
  '/browse/all',
  '/post-ad',
];
const SUFFIX = {
  en: '| BikeBazaar Sri Lanka',
  si: '| BikeBazaar ශ්‍රී ලංකා',
  ta: '| BikeBazaar இலங்கை',
} as const;
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

type Head = {
  titles: string[];
  documentTitle: string;
  descriptions: string[];
  canonicals: string[];
  alternates: [string, string][];
  defaults: number;
  og: Record<string, string[]>;
  twitter: Record<string, string[]>;
};

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const group = (selector: string, key: string) => {
      const out: Record<string, string[]> = {};
      for (const el of document.head.querySelectorAll(selector)) {
        const name = el.getAttribute(key)!;
        (out[name] ??= []).push(el.getAttribute('content') ?? '');
      }
      return out;
    };
    return {
      titles: [...document.querySelectorAll('title')].map((el) => el.textContent ?? ''),
      documentTitle: document.title,
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map(
        (el) => el.getAttribute('content') ?? '',
      ),
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (el) => el.getAttribute('href') ?? '',
      ),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (el) =>
          [el.getAttribute('hreflang') ?? '', el.getAttribute('href') ?? ''] as [string, string],
      ),
      defaults: document.head.querySelectorAll('[data-default-meta]').length,
      og: group('meta[property^="og:"]', 'property'),
      twitter: group('meta[name^="twitter:"]', 'name'),
    };
  });
}

async function expectPageMeta(page: Page, route: string, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The app's own tags replace the crawler defaults shipped in index.html.
  await expect(page.locator('head [data-default-meta]')).toHaveCount(0);
  const head = await readHead(page);
  const where = `${route} (${lang})`;
  expect(head.titles, where).toHaveLength(1);
  expect(head.documentTitle, where).toMatch(new RegExp(`\\S.* ${escape(SUFFIX[lang])}$`));
  expect(head.descriptions, where).toHaveLength(1);
  const description = head.descriptions[0]!;
  expect(description.trim().length, where).toBeGreaterThan(40);
  if (lang !== 'en') {
    expect(head.documentTitle, where).toMatch(SCRIPT[lang]);
    expect(description, where).toMatch(SCRIPT[lang]);
  }
  const path = new URL(route, 'http://x').pathname;
  const view = new URL(route, 'http://x').searchParams.get('view');
  const english = `${path}${path === '/' && view ? `?view=${view}` : ''}`;
  const canonical = `${SITE_URL}${inLang(english, lang)}`;
  expect(head.canonicals, where).toEqual([canonical]);
  expect(head.alternates, where).toEqual([
    ['en', `${SITE_URL}${english}`],
    ['si', `${SITE_URL}${inLang(english, 'si')}`],
    ['ta', `${SITE_URL}${inLang(english, 'ta')}`],
    ['x-default', `${SITE_URL}${english}`],
  ]);
  expect(head.og['og:title'], where).toEqual([head.documentTitle]);
  expect(head.og['og:description'], where).toEqual([description]);
  expect(head.og['og:url'], where).toEqual([canonical]);
  expect(head.og['og:type'], where).toEqual([path.startsWith('/vehicle/') ? 'product' : 'website']);
  expect(head.og['og:site_name'], where).toEqual(['BikeBazaar']);
  expect(head.og['og:locale'], where).toEqual([`${lang}_LK`]);
  expect(head.og['og:image']?.[0], where).toMatch(/^https:\/\//);
  expect(head.twitter['twitter:card'], where).toEqual(['summary_large_image']);
  expect(head.twitter['twitter:title'], where).toEqual([head.documentTitle]);
  expect(head.twitter['twitter:description'], where).toEqual([description]);
  expect(head.twitter['twitter:image'], where).toEqual(head.og['og:image']);
  return head.documentTitle;
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Each route's head in every language is checked as rendered (src/app/page-heads.test.tsx); in
// the browser, Sinhala shows the app keeps exactly those tags once it is live, on one page of
// each kind (every category list is one template with its own head).
const HEAD_PAGES = [
  '/',
  '/?view=spare-parts',
  '/?view=biker-gear',
  '/browse/scooters',
  '/browse/all',
  '/post-ad',
];
test('every route has its own title, description, canonical URL, hreflang and share tags (si)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lang = 'si';
  await gotoIn(page, '/browse/all', lang);
  const vehicleHref = await page
    .getByRole('link', { name: /^වැඩි විස්තර/ })
    .first()
    .getAttribute('href');
  expect(vehicleHref).toMatch(/^\/si\/vehicle\//);
  const routes = [...HEAD_PAGES, inLang(vehicleHref!, 'en')];
  const titles = new Map<string, string>();
  for (const route of routes) {
    await page.goto(inLang(route, lang));
    titles.set(route, await expectPageMeta(page, route, lang));
  }
  expect(new Set(titles.values()).size).toBe(routes.length);
});

test('a shared link shows a preview without JavaScript: index.html carries default tags', async ({
  request,
}) => {
  const html = await (await request.get('/browse/scooters')).text();
  expect(html).toMatch(/<title[^>]*>[^<]*BikeBazaar[^<]*<\/title>/);
  expect(html).toContain('name="description"');
  expect(html).toContain(`property="og:image" content="${SITE_URL}/og-image.jpg"`);
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  const image = await request.get('/og-image.jpg');
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const bytes = await image.body();
  // JPEG SOF0 marker holds height then width.
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  expect(bytes.readUInt16BE(sof + 5)).toBe(630);
  expect(bytes.readUInt16BE(sof + 7)).toBe(1200);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${escape(SITE_URL)}/sitemap\\.xml$`, 'm'));
});

test('sitemap.xml parses and lists the static routes and every sample vehicle', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  await page.goto('/browse/all');
  const countText = await page.getByText(/^\d+ Bikes for sale in Sri Lanka$/).textContent();
  const vehicleCount = Number(countText!.split(' ')[0]);
  expect(vehicleCount).toBeGreaterThan(2);

  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((el) => el.textContent ?? ''),
      lastmods: [...doc.getElementsByTagName('lastmod')].map((el) => el.textContent ?? ''),
      alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('urlset');
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  for (const route of STATIC_ROUTES) {
    for (const lang of ['en', 'si', 'ta'] as const) {
      expect(parsed.locs).toContain(`${SITE_URL}${inLang(route, lang)}`);
    }
  }
  const vehicles = parsed.locs.filter((loc) => loc.startsWith(`${SITE_URL}/vehicle/`));
  expect(vehicles).toHaveLength(vehicleCount);
  for (const lang of ['si', 'ta']) {
    expect(
      parsed.locs.filter((loc) => loc.startsWith(`${SITE_URL}/${lang}/vehicle/`)),
    ).toHaveLength(vehicleCount);
  }
  expect(parsed.locs).toHaveLength((STATIC_ROUTES.length + vehicleCount) * 3);
  expect(parsed.alternates).toBe(parsed.locs.length * 4);
  expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
  for (const date of parsed.lastmods) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The listed vehicle pages exist (first and last), and a listed card links into the sitemap.
  for (const loc of [vehicles[0]!, vehicles.at(-1)!]) {
    await page.goto(loc.replace(SITE_URL, ''));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Listing not found');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/browse/all');
  const href = await page
    .getByRole('link', { name: /^Find out more/ })
    .first()
    .getAttribute('href');
  expect(vehicles).toContain(`${SITE_URL}${href}`);
});

test('duplicate URLs name one canonical page, and a missing listing is not indexed', async ({
  page,
}) => {
  const canonical = page.locator('head link[rel="canonical"]');
  for (const [path, expected] of [
    ['/browse/scooters/', '/browse/scooters'],
    ['/browse/nope', '/browse/all'],
    ['/browse/scooters?make=Honda&sort=price-asc', '/browse/scooters'],
  ] as const) {
    await page.goto(path);
    await expect(canonical, path).toHaveAttribute('href', `${SITE_URL}${expected}`);
  }
  await page.goto('/vehicle/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(canonical).toHaveCount(0);
});
