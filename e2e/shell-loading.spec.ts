import { appReady, expect, test } from './fixtures';
import { chooseInHeader } from './shell/helpers';

// Loading the app: page chunks that fail or time out, prerendered pages, hydration. How a failed
// chunk is told apart (missing, network, timeout) is load-chunk.test.ts's, the start's failure
// screen start-failure.test.ts's: here the real browser's failures, on the page's clock.
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);

test('a page chunk that fails on the network, takes longer than 120 seconds or is missing shows an error screen naming the reason; Retry loads the page', async ({
  page,
}) => {
  await page.goto('/');
  // From here on, time passes only when the test says so (the app has started by now).
  await page.clock.install();
  const alert = page.getByRole('alert');
  const home = page.getByRole('link', { name: 'BikeBazaar home' });

  await test.step('a list whose chunk fails on the network says so, with Retry', async () => {
    await page.route(chunk('browse'), (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('region', { name: 'Browse by category' })
      .getByRole('link', { name: 'Scooters', exact: true })
      .click();
    await expect(page).toHaveURL(/\/browse\/scooters$/);
    await expect(alert).toContainText('This page could not be loaded');
    await expect(alert).toContainText('Reason: network');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await home.click();
    await expect(alert).toHaveCount(0);
  });

  await test.step('the post form, whose chunk never comes, times out after 120 seconds', async () => {
    await page.route(chunk('post-ad'), () => {
      /* never answer */
    });
    const requested = page.waitForRequest(chunk('post-ad'));
    await chooseInHeader(page, 'Post Ad');
    // The installed clock also runs in real time, which on a loaded machine added over a second
    // between the request and runFor: hence 115 s, not 119 s, for "not yet".
    await requested;
    await page.clock.runFor(115_000);
    await expect(alert).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(alert).toContainText('Reason: timeout');
    await home.click();
    await expect(alert).toHaveCount(0);
  });

  await test.step('the saved ads, whose chunk is missing, say so; Retry then loads them', async () => {
    await page.route(chunk('saved'), (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await chooseInHeader(page, 'Saved');
    await expect(alert).toContainText('This page could not be loaded');
    await expect(alert).toContainText('Reason: missing');
    await page.unroute(chunk('saved'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('could not be loaded');
    await expect(alert).toHaveCount(0);
  });
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

test('when the app itself fails to load, the page says why; Retry hydrates the prerendered page in place and it is usable', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  // The app's entry fails to load; after Retry it waits until the test lets it through.
  let failing = true;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const startChunk = chunk('start');
  await page.route(startChunk, async (route) => {
    if (failing) return route.abort('internetdisconnected');
    await held;
    await route.continue();
  });
  await page.goto('/browse/scooters');

  await test.step('the failed start names the reason and offers Retry', async () => {
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('alert')).toContainText('Reason: network');
  });

  await test.step('Retry: the prerendered page is readable while the app loads', async () => {
    consoleErrors.length = 0;
    failing = false;
    const reloaded = page.waitForEvent('domcontentloaded');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scooters');
    await page.locator('h1').evaluate((h1) => Object.assign(h1, { fromHtml: true }));
  });

  await test.step('the app adopts that HTML in place and is usable', async () => {
    release();
    await appReady(page);
    // The same element, not a copy: React adopted the HTML instead of replacing it.
    expect(await page.locator('h1').evaluate((h1) => 'fromHtml' in h1)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').first()).toHaveText(
      /^\d+ Scooters for sale in Sri Lanka$/,
    );
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(consoleErrors).toEqual([]);
  });
  await context.close();
});
