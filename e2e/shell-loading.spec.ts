import { appReady, expect, test } from './fixtures';
import { chooseInHeader } from './shell/helpers';

// Loading the app: page chunks that fail or time out, prerendered pages, hydration.
const postAdChunk = /\/assets\/post-ad-[\w-]{8}\.js$/;

test('a missing page chunk shows an error screen naming the reason, with Retry', async ({
  page,
}) => {
  await page.goto('/');
  await page.route(postAdChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await chooseInHeader(page, 'Post Ad');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('alert')).toContainText('Reason: missing');
  await page.unroute(postAdChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('could not be loaded');
  await expect(page).toHaveURL(/\/post-ad$/);
});

test('a chunk that fails on the network says so', async ({ page }) => {
  await page.goto('/');
  await page.route(postAdChunk, (route) => route.abort('internetdisconnected'));
  await chooseInHeader(page, 'Post Ad');
  await expect(page.getByRole('alert')).toContainText('Reason: network');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a chunk that takes longer than 120 seconds times out', async ({ page }) => {
  await page.goto('/');
  // From here on, time passes only when the test says so (the app has started by now).
  await page.clock.install();
  await page.route(postAdChunk, () => {
    /* never answer */
  });
  const requested = page.waitForRequest(postAdChunk);
  await chooseInHeader(page, 'Post Ad');
  // The installed clock also runs in real time, which on a loaded machine added over a second
  // between the request and runFor: hence 115 s, not 119 s, for "not yet".
  await requested;
  await page.clock.runFor(115_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(6_000);
  await expect(page.getByRole('alert')).toContainText('Reason: timeout');
});

test('a category page arrives prerendered: readable before (and without) JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/browse/scooters');
  await expect(page).toHaveTitle('Scooters for sale in Sri Lanka | BikeBazaar Sri Lanka');
  await expect(page.locator('h1')).toHaveText('Scooters');
  await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
  await expect(page.locator('[data-card="0"] img')).toBeVisible();
  await page.goto('/vehicle/honda-dio-2022-colombo');
  await expect(page.locator('h1')).toHaveText('Honda Dio DX, first owner');
  await page.goto('/browse/no-such-type');
  await expect(page.locator('h1')).toHaveCount(0);
  await context.close();
});

test('the app hydrates the prerendered page in place and is usable', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const startChunk = /\/assets\/start-[\w-]{8}\.js$/;
  await page.route(startChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/browse/scooters', { waitUntil: 'domcontentloaded' });
  await page.locator('h1').evaluate((h1) => Object.assign(h1, { fromHtml: true }));
  release();
  await appReady(page);
  // The same element, not a copy: React adopted the HTML instead of replacing it.
  expect(await page.locator('h1').evaluate((h1) => 'fromHtml' in h1)).toBe(true);
  await expect(page.getByRole('status').first()).toHaveText(/^\d+ Scooters for sale in Sri Lanka$/);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('when the app itself fails to load, the page says why and offers Retry', async ({ page }) => {
  const startChunk = /\/assets\/start-[\w-]{8}\.js$/;
  await page.route(startChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/browse/scooters');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('alert')).toContainText('Reason: network');
  await page.unroute(startChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scooters');
  await appReady(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
