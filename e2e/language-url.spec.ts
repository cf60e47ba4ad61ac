import type { APIRequestContext } from '@playwright/test';
import { expect, inLang, LANGUAGE_KEY, test } from './fixtures';
import { site } from '../src/config/site';

/** On the static build: every page prerendered in its own language. */
const SITE_URL = site.url;
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
const SUFFIX = { si: ' | BikeBazaar ශ්‍රී ලංකා', ta: ' | BikeBazaar இலங்கை' } as const;

const KNOWN_H1 = {
  si: {
    '/': 'ඔබට ගැළපෙන යතුරුපැදිය මෙතැනින් සොයාගන්න',
    '/browse/scooters': 'ස්කූටර්',
    '/post-ad': 'ඔබේ වාහනය විකුණන්න',
  },
  ta: {
    '/': 'உங்களுக்கேற்ற பைக்கை இங்கே கண்டுபிடியுங்கள்',
    '/browse/scooters': 'ஸ்கூட்டர்கள்',
    '/post-ad': 'உங்கள் வாகனத்தை விற்பனை செய்யுங்கள்',
  },
} as const;

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

async function prerenderedEnglishPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => decode(match[1]!).replace(SITE_URL, ''))
    .filter((path) => !/^\/(si|ta)(\/|$)/.test(path) && !path.includes('?'));
}

test('each /si/ and /ta/ page arrives prerendered in its language (raw HTML, no JavaScript)', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const english = await prerenderedEnglishPaths(request);
  expect(english.length).toBeGreaterThan(10);
  expect(english).toContain('/post-ad');
  // Vehicle pages are one template: three stand for the ~60, as in src/app/hydration.test.tsx
  // (src/app/prerender.test.tsx checks every page has its Sinhala and Tamil twin).
  const vehicles = english.filter((path) => path.startsWith('/vehicle/'));
  expect(vehicles.length).toBeGreaterThan(3);
  const sample = english.filter((path) => !vehicles.slice(3).includes(path));
  const pages = (['si', 'ta'] as const).flatMap((lang) => sample.map((path) => ({ lang, path })));
  // A few requests at a time: each waits mostly on the static server.
  for (let start = 0; start < pages.length; start += 6) {
    const batch = pages.slice(start, start + 6);
    await Promise.all(batch.map(({ lang, path }) => checkPage(lang, path)));
  }
  async function checkPage(lang: 'si' | 'ta', path: string) {
    const url = inLang(path, lang);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(attr(html, /<html lang="([^"]+)"/), url).toBe(lang);
    // Prerendered for this very URL, so the app hydrates it in place.
    expect(attr(html, /<meta name="app-prerendered" content="([^"]+)"/), url).toBe(url);
    const title = decode(attr(html, /<title[^>]*>([^<]*)<\/title>/) ?? '');
    expect(title, url).toMatch(SCRIPT[lang]);
    expect(title.endsWith(SUFFIX[lang]), `${url}: ${title}`).toBe(true);
    const description = attr(html, /<meta [^>]*name="description" content="([^"]*)"/);
    expect(description, url).toMatch(SCRIPT[lang]);
    const h1 = attr(html, /<h1[^>]*>([^<]*)<\/h1>/);
    expect(h1, url).toBeTruthy();
    const known = (KNOWN_H1[lang] as Record<string, string>)[path];
    if (known) expect(h1, url).toBe(known);
    expect(attr(html, /<link [^>]*rel="canonical" href="([^"]+)"/), url).toBe(`${SITE_URL}${url}`);
    const alternates = [
      ...html.matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
    ].map((match) => [match[1], match[2]]);
    expect(alternates, url).toEqual([
      ['en', `${SITE_URL}${path}`],
      ['si', `${SITE_URL}${inLang(path, 'si')}`],
      ['ta', `${SITE_URL}${inLang(path, 'ta')}`],
      ['x-default', `${SITE_URL}${path}`],
    ]);
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(links.length, url).toBeGreaterThan(5);
    for (const href of links) expect(href, url).toMatch(new RegExp(`^/${lang}/`));
  }
  const html = await (await request.get('/browse/scooters')).text();
  expect(attr(html, /<html lang="([^"]+)"/)).toBe('en');
  expect(attr(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe('Scooters');
  expect(html).toContain(`rel="alternate" hrefLang="si" href="${SITE_URL}/si/browse/scooters"`);
});

test('/si and /si/ are the Sinhala home, a /ta/ path without a page gets the app in Tamil, and the language last opened is remembered for / (choosing English is not bounced back)', async ({
  page,
  request,
}) => {
  await test.step('opening a /si/ page remembers Sinhala; choosing English is not bounced back', async () => {
    await page.goto('/si/browse/sport');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('si');
    await page.goto('/');
    await expect(page).toHaveURL(/\/si\/$/);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: /භාෂාව මාරු කරන්න/ });
    await menu.click();
    await header.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('en');
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find your next ride in Sri Lanka',
    );
  });

  await test.step('the remembered choice sends a visitor who opens / (only /) to their language', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'ta'), LANGUAGE_KEY);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ta\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN_H1.ta['/']);
    await page.goto('/?view=biker-gear#top');
    await expect(page).toHaveURL(/\/ta\/\?view=biker-gear#top$/);
    await page.goto('/post-ad');
    await expect(page).toHaveURL(/:\d+\/post-ad$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('/si and /si/ are the Sinhala home; a /ta/ path without a page gets the app in Tamil', async () => {
    for (const url of ['/si', '/si/']) {
      const html = await (await request.get(url)).text();
      expect(attr(html, /<html lang="([^"]+)"/), url).toBe('si');
    }
    await page.goto('/si');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN_H1.si['/']);
    // Not prerendered (only the browser knows the list): the shell, rendered in Tamil.
    await page.goto('/ta/saved');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT.ta);
    await page.goto('/ta/no/such/page');
    await expect(page).toHaveURL(/\/ta\/$/);
    await page.goto('/xx/browse/scooters');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test(
  // Through the footer's buttons, the same at any width; the phone menu's: shell-mobile-menu.spec.ts.
  'switching language switches the URL and keeps the page, its query, its filters and what was typed; every link the app makes in a /si/ page stays under /si/',
  async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await test.step('a list keeps its page, query and filters', async () => {
      await page.goto('/browse/scooters?make=Honda&sort=price-asc');
      const count = page.getByRole('status').filter({ hasText: /\d/ }).first();
      const english = await count.textContent();
      await footer.getByRole('button', { name: 'සිංහල' }).click();
      await expect(page).toHaveURL(/\/si\/browse\/scooters\?make=Honda&sort=price-asc$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'si');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ස්කූටර්');
      const number = (text: string | null) => text?.match(/[\d,]+/)?.[0];
      await expect(count).toHaveText(SCRIPT.si);
      expect(number(await count.textContent())).toBe(number(english));
      await footer.getByRole('button', { name: 'தமிழ்' }).click();
      await expect(page).toHaveURL(/\/ta\/browse\/scooters\?make=Honda&sort=price-asc$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஸ்கூட்டர்கள்');
      await page.goBack();
      await expect(page).toHaveURL(/\/si\/browse\/scooters\?make=Honda&sort=price-asc$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'si');
      await footer.getByRole('button', { name: 'English' }).click();
      await expect(page).toHaveURL(/:\d+\/browse\/scooters\?make=Honda&sort=price-asc$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scooters');
    });

    // Each page's links as sent are read above (raw HTML); the app hydrates them unchanged
    // (hydration.spec.ts). Here, the links the app makes once it is live, after a switch.
    // BikeBot's reply links keep the page's language too: bikebot-widget.test.tsx (a Tamil
    // chat's list link).
    await test.step('every link in a /si/ list stays under /si/', async () => {
      await footer.getByRole('button', { name: 'සිංහල' }).click();
      await expect(page).toHaveURL(/\/si\/browse\/scooters\?make=Honda&sort=price-asc$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ස්කූටර්');
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) expect(href).toMatch(/^\/si\//);
    });

    await test.step('a card opens the /si/ vehicle page, whose share link is the /si/ page', async () => {
      await page
        .getByRole('link', { name: /^වැඩි විස්තර/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/si\/vehicle\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'si');
      const facebook = await page
        .locator('main a[href*="facebook.com/sharer"]')
        .getAttribute('href');
      expect(decodeURIComponent(facebook!)).toMatch(/\/si\/vehicle\//);
    });

    await test.step('the header link opens the /si/ post form', async () => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'දැන්වීම පළ කරන්න', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/si\/post-ad$/);
    });

    await test.step('the post form keeps what was typed', async () => {
      await page.getByLabel(/^සන්නාමය/).fill('Yamaha');
      await footer.getByRole('button', { name: 'தமிழ்' }).click();
      await expect(page).toHaveURL(/\/ta\/post-ad$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN_H1.ta['/post-ad']);
      await expect(page.locator('input[name="make"]')).toHaveValue('Yamaha');
    });
  },
);
