import { appReady, expect, test } from './fixtures';
import { visitOnceThenGoOffline } from './service-worker';

const SAVED_KEY = 'bikebazaar.saved_v1';
const GONE = 'This ad is no longer available. It may have been sold or taken down.';
const REMOVE_GONE = 'Remove the ad that is no longer available';

// Service workers are blocked in the other specs (playwright.config.ts); this one needs them.
test.use({ serviceWorkers: 'allow' });

// One precached visit serves every offline check (each visit costs a server and a full precache).
test('after one visit, home, a category, a vehicle, posting an ad and the saved page work offline', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = await visitOnceThenGoOffline(page, context, 200, testInfo.parallelIndex);

  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your next ride in Sri Lanka',
  );
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  // The worker serves the whole site, and no update banner shows for the current version.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);

  await page.goto(`${base}/browse/scooters`);
  await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
  const firstCard = page.getByRole('link', { name: /^Find out more/ }).first();
  const name = (await firstCard.getAttribute('aria-label')) ?? (await firstCard.innerText());
  const title = name.replace(/^Find out more:?\s*/, '');

  // A vehicle detail page, opened from its card; its artwork comes from the precache.
  await firstCard.click();
  await expect(page).toHaveURL(/\/vehicle\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const artwork = page.locator('main img[src^="/images/"]').first();
  await expect(artwork).toBeVisible();
  await expect
    .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Posting an ad (the form's chunk and photo code were never loaded online).
  await page.goto(`${base}/post-ad`);
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2020');
  await page.getByLabel(/^Location/).fill('Galle');
  await page.getByLabel(/^Phone/).fill('071 234 5678');
  await page.getByLabel(/^Ad title/).fill('Offline Posted Dio');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline Posted Dio');

  await page.goto(`${base}/browse/all?q=Offline%20Posted`);
  await expect(page.getByText('1 Bikes for sale in Sri Lanka')).toBeVisible();

  // The saved page, with one ad still listed and one gone.
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify(['gone-ad', 'jawa-42-2022-galle'])),
    SAVED_KEY,
  );
  await page.goto(`${base}/saved`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved ads' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jawa 42 retro classic' }),
  ).toBeVisible();
  await expect(page.getByText(GONE)).toBeVisible();
  await page.getByRole('button', { name: REMOVE_GONE }).click();
  await expect(page.getByText('1 saved', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
});

test('the web app manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  // Linked as the app is fetched, so that a slow phone does not fetch it beside the first image.
  await appReady(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'BikeBazaar',
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    theme_color: '#111827',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111827');
});
