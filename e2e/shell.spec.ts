import { appReady, expect, test, USER_VEHICLES_KEY } from './fixtures';
import { chooseInHeader } from './shell/helpers';

// The app shell: routing, header and footer navigation, scrolling, a visitor's own ads.
test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a 5,000-character path and a malformed escape never crash or blank the page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/${'x'.repeat(5000)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/vehicle/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

// From the home page and the post form too: home.spec.ts.
test('the header switches the home view from a list and from a missing ad', async ({ page }) => {
  for (const start of ['/browse/scooters', '/vehicle/unknown-id']) {
    await page.goto(start);
    await chooseInHeader(page, 'Spare Parts');
    await expect(page).toHaveURL(/\/\?view=spare-parts$/);
    await expect(page).toHaveTitle(/spare parts/i);
    await chooseInHeader(page, 'Biker Gear');
    await expect(page).toHaveURL(/\/\?view=biker-gear$/);
    await expect(page).toHaveTitle(/biker gear/i);
    await chooseInHeader(page, 'Home');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?view=biker-gear$/);
  }
});

test('the post-ad button and the logo navigate', async ({ page }) => {
  await page.goto('/browse/trail');
  await chooseInHeader(page, 'Post Ad');
  await expect(page).toHaveURL(/\/post-ad$/);
  await page.getByRole('link', { name: 'BikeBazaar home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header is transparent over the home hero and turns solid after 30 px of scrolling', async ({
  page,
}) => {
  await page.goto('/');
  // Scroll only once the page is taller than the viewport (not while its chunk loads).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundImage);
  await expect.poll(background).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect.poll(background).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 31));
  await expect.poll(background).toBe('none');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(17, 24, 39)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(background).not.toBe('none');
});

test('the header is solid on other pages', async ({ page }) => {
  await page.goto('/post-ad');
  await expect
    .poll(() => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundImage))
    .toBe('none');
});

test('navigating scrolls back to the top, smoothly where motion is welcome', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/browse/scooters');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trail' }).click();
  await expect(page).toHaveURL(/\/browse\/trail$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trail' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
});

test('footer quick links jump to sections of the home page', async ({ page }) => {
  await page.goto('/post-ad');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse categories' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  await expect(page.locator('#categories')).toBeInViewport();
});

test('a visitor with ads of their own sees their list, not the sample-only one first', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const ad = {
    id: 'own-ad',
    type: 'scooters',
    title: 'My own Dio',
    make: 'Honda',
    model: 'Dio',
    year: 2021,
    price: 450000,
    condition: 'Used',
    location: 'Galle',
    postedAt: '2026-11-20T08:00:00.000Z',
  };
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [USER_VEHICLES_KEY, JSON.stringify([ad])],
  );
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const startChunk = /\/assets\/start-[\w-]{8}\.js$/;
  await page.route(startChunk, async (route) => {
    await held;
    await route.continue();
  });
  // Recorded in the page: when the entry runs (async) depends on the machine.
  await page.addInitScript(() => {
    const record = { hidden: false };
    Object.assign(window, { __listWait: record });
    const check = () => {
      const count = document.querySelector('.vl-count');
      const waiting = document.documentElement.classList.contains('own-ads-pending');
      if (waiting && count && !count.checkVisibility()) record.hidden = true;
    };
    new MutationObserver(check).observe(document, {
      attributes: true,
      attributeFilter: ['class'],
      childList: true,
      subtree: true,
    });
  });
  await page.goto('/browse/scooters', { waitUntil: 'commit' });
  const count = page.locator('.vl-count');
  const shown = () => count.evaluate((element) => element.checkVisibility());
  const hidden = () =>
    page.evaluate(
      () => (window as unknown as { __listWait: { hidden: boolean } }).__listWait.hidden,
    );
  await expect.poll(hidden, { timeout: 10_000 }).toBe(true);
  await expect.poll(shown, { timeout: 5000 }).toBe(true);
  release();
  await appReady(page);
  await expect(page.getByRole('status').first()).toHaveText('10 Scooters for sale in Sri Lanka');
  await context.close();
});
