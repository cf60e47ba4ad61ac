import type { Browser, Page } from '@playwright/test';
import { appReady, expect, inLang, LANGUAGE_KEY, test, USER_VEHICLES_KEY } from './fixtures';

/** CPU 4× slower and "Slow 3G", so the prerendered page is on screen for seconds. */
async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (500 * 1024) / 8,
    uploadThroughput: (500 * 1024) / 8,
  });
  return page;
}

/** Holds back one of the app's scripts (`index` or `start`) until `release` is called. */
async function holdScript(page: Page, script: 'index' | 'start'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${script}-[\\w-]{8}\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('on a slow phone a category card works as soon as it shows', async ({ browser }) => {
  const page = await slowPhone(browser);
  await page.goto('/', { waitUntil: 'commit' });
  const card = page
    .getByRole('region', { name: 'Browse by category' })
    .getByRole('link', { name: 'Scooters', exact: true });
  await card.click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/browse\/scooters$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Scooters' })).toBeVisible({
    timeout: 30_000,
  });
  await page.context().close();
});

test('on a slow phone a brand picked before the app is live is kept', async ({ browser }) => {
  const page = await slowPhone(browser);
  // Held back, so the choice is surely made on the prerendered page.
  const release = await holdScript(page, 'start');
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('search', { name: 'Search bikes' });
  await search.getByLabel('Brand').selectOption({ label: 'Yamaha' }, { timeout: 30_000 });
  await search.getByLabel('Model').fill('FZ');
  expect(await page.locator('html[data-app]').count()).toBe(0);
  release();
  await appReady(page);
  await expect(search.getByLabel('Brand')).toHaveValue('yamaha');
  await expect(search.getByLabel('Model')).toHaveValue('FZ');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/browse\/all\?make=Yamaha&q=FZ$/, { timeout: 30_000 });
  await page.context().close();
});

// Held: the entry (the tap is kept by the boot script) or the app (kept by the entry).
for (const script of ['index', 'start'] as const) {
  test(`a button tapped before the app is live does its job once it is (${script} held)`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdScript(page, script);
    await page.goto('/vehicle/honda-dio-2022-colombo', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    release();
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    const saved = await page.evaluate(() => localStorage.getItem('bikebazaar.saved_v1') ?? '');
    expect(saved).toContain('honda-dio-2022-colombo');
    await context.close();
  });
}

// The boot script waits for the first largest-paint entry and for the largest image to arrive;
// that image's own paint may come a frame or two later (decoding, a busy compositor).
test('a prerendered page fetches the app only after its first paint and its largest image', async ({
  page,
}) => {
  for (const path of ['/', '/browse/scooters', '/vehicle/honda-dio-2022-colombo']) {
    await page.goto(path);
    await appReady(page);
    const { paint, image, entry } = await page.evaluate(
      () =>
        new Promise<{ paint: number; image: number; entry: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const loaded = (pattern: RegExp | string) =>
              performance
                .getEntriesByType('resource')
                .find(({ name }) =>
                  typeof pattern === 'string' ? name === pattern : pattern.test(name),
                ) as PerformanceResourceTiming | undefined;
            const hero = document.querySelector<HTMLImageElement>(
              '#root img[fetchpriority="high"]',
            );
            resolve({
              paint: list.getEntries()[0]!.startTime,
              image: hero ? (loaded(hero.currentSrc)?.responseEnd ?? -1) : 0,
              entry: loaded(/\/assets\/index-[\w-]{8}\.js$/)?.startTime ?? -1,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(paint, path).toBeGreaterThan(0);
    expect(image, path).toBeGreaterThanOrEqual(0);
    expect(entry, path).toBeGreaterThan(paint);
    expect(entry, path).toBeGreaterThan(image);
  }
});

const prerendered = [
  '/',
  '/browse/scooters',
  '/browse/all',
  '/vehicle/honda-dio-2022-colombo',
  '/post-ad',
];

// Every page in every language is hydrated without a browser (src/app/hydration.test.tsx); here
// the production build in Chromium: each page kind in Sinhala, the home page in English and Tamil.
const visits = [
  ...prerendered.map((path) => ({ lang: 'si' as const, path })),
  { lang: 'en' as const, path: '/' },
  { lang: 'ta' as const, path: '/' },
];

test('every kind of prerendered page hydrates without a mismatch', async ({
  page,
  consoleErrors,
}) => {
  // Another language remembered changes nothing (but `/` follows it: English remembers English).
  const remembered = { en: 'en', si: 'ta', ta: 'si' } as const;
  for (const { lang, path } of visits) {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [LANGUAGE_KEY, remembered[lang]],
    );
    const url = inLang(path, lang);
    const html = await (await page.request.get(url)).text();
    expect(html, url).toContain(`<html lang="${lang}">`);
    await page.goto(url);
    expect(new URL(page.url()).pathname, url).toBe(url);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('what was typed and the photo picked before the app is live are posted', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const release = await holdScript(page, 'start');
  await page.goto('/post-ad', { waitUntil: 'domcontentloaded' });
  // As plain HTML the form cannot be sent (it would put the fields in a URL).
  await expect(page.getByRole('button', { name: 'Post Ad' })).toBeDisabled();
  await page.getByLabel(/^Make/).fill('Yamaha');
  await page.getByRole('radio', { name: 'New' }).check();
  await page.getByLabel('Main photo', { exact: true }).setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  release();
  await appReady(page);
  await expect(page.getByLabel(/^Make/)).toHaveValue('Yamaha');
  await expect(page.locator('.post-ad-thumb img')).toHaveCount(1);
  await page.getByLabel(/^Model \*/).fill('FZ');
  await page.getByLabel(/^Model year/).fill('2021');
  await page.getByLabel(/^Location/).fill('Kandy');
  await page.getByLabel(/^Phone/).fill('0712345678');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  const [ad] = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    USER_VEHICLES_KEY,
  );
  expect(ad).toMatchObject({ make: 'Yamaha', model: 'FZ', condition: 'New' });
  expect(String(ad!.image)).toMatch(/^data:image\//);
  await context.close();
});
