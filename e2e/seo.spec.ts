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

/** `route` is the English page; the canonical path is its own unless `canonicalOf` names it. */
async function expectPageMeta(page: Page, route: string, lang: Lang, canonicalOf = route) {
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
  const path = new URL(canonicalOf, 'http://x').pathname;
  const view = new URL(canonicalOf, 'http://x').searchParams.get('view');
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
// each kind (every category list is one template with its own head; the two catalogues are one
// page). Two of them are opened by a duplicate URL, which names the one canonical page.
const HEAD_PAGES: { route: string; canonical?: string }[] = [
  { route: '/' },
  { route: '/?view=spare-parts' },
  { route: '/browse/scooters?make=Honda&sort=price-asc', canonical: '/browse/scooters' },
  { route: '/post-ad' },
];
test('every route has its own title, description, canonical URL, hreflang and share tags (si); duplicate URLs name one canonical page, and a missing listing is not indexed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lang = 'si';
  const titles = new Map<string, string>();
  let vehicle = '';
  await test.step('/si/browse/all/ (a trailing slash)', async () => {
    await gotoIn(page, '/browse/all/', lang);
    titles.set('/browse/all', await expectPageMeta(page, '/browse/all/', lang, '/browse/all'));
    const href = await page
      .getByRole('link', { name: /^වැඩි විස්තර/ })
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/si\/vehicle\//);
    vehicle = inLang(href!, 'en');
  });
  for (const { route, canonical = route } of [...HEAD_PAGES, { route: vehicle }]) {
    await test.step(inLang(route, lang), async () => {
      await page.goto(inLang(route, lang));
      titles.set(canonical, await expectPageMeta(page, route, lang, canonical));
    });
  }
  expect(new Set(titles.values()).size).toBe(HEAD_PAGES.length + 2);

  await test.step('an unknown category names the all-bikes list', async () => {
    await page.goto('/browse/nope');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/browse/all`,
    );
  });
  await test.step('a missing listing is not indexed', async () => {
    await page.goto('/vehicle/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
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

  // The all-bikes list as sent (prerendered) counts every sample vehicle.
  const list = await (await request.get('/browse/all')).text();
  const countText = /(\d+) Bikes for sale in Sri Lanka/.exec(list)?.[1];
  const vehicleCount = Number(countText);
  expect(vehicleCount).toBeGreaterThan(2);

  // Parsed by the browser's XML parser; no page of the app is needed for it.
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

  // The listed vehicle pages exist (first and last: each is sent with its ad), and a card of the
  // list links into the sitemap.
  for (const loc of [vehicles[0]!, vehicles.at(-1)!]) {
    const html = await (await request.get(loc.replace(SITE_URL, ''))).text();
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(h1, loc).toBeTruthy();
    expect(h1, loc).not.toBe('Listing not found');
  }
  const href = /<a [^>]*href="(\/vehicle\/[^"]+)"/.exec(list)?.[1];
  expect(href).toBeTruthy();
  expect(vehicles).toContain(`${SITE_URL}${href}`);
});
