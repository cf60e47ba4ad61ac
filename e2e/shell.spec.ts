import { appReady, expect, test, USER_VEHICLES_KEY } from './fixtures';
import { chooseInHeader } from './shell/helpers';

// The app shell: routing, header and footer navigation, scrolling, a visitor's own ads.
// Which path is which page (and none) is checked without a browser (router.test.tsx,
// router-fallback.test.tsx): here the static host's fallback, the prerendered pages and the live app.
test('a path that is no page, a 5,000-character one and a malformed escape never crash or blank the page', async ({
  page,
  consoleErrors,
}) => {
  await test.step('a path that is no page redirects to the home page', async () => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await test.step('so does a 5,000-character path', async () => {
    await page.goto(`/${'x'.repeat(5000)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await test.step('a malformed escape shows a page with its footer', async () => {
    await page.goto('/vehicle/%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
  expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

// The header's view links from every kind of page: a list, a missing ad, the post form, the home
// page and a view (the phone menu's are followed in shell-mobile-menu.spec.ts).
const VIEWS = {
  'Spare Parts': { url: /\/\?view=spare-parts$/, title: /spare parts/i, heading: 'Spare parts' },
  'Biker Gear': { url: /\/\?view=biker-gear$/, title: /biker gear/i, heading: 'Biker gear' },
  Home: { url: /\/$/, title: /BikeBazaar/, heading: 'Find your next ride in Sri Lanka' },
} as const;

test('the header switches the home view from a list, a missing ad, the post form and home; a view survives a reload; Post Ad and the logo navigate', async ({
  page,
}) => {
  const expectView = async (name: keyof typeof VIEWS, from: string) => {
    const view = VIEWS[name];
    await expect(page, `${name} from ${from}`).toHaveURL(view.url);
    await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
    await expect(page).toHaveTitle(view.title);
  };
  const choose = async (name: keyof typeof VIEWS, from: string) => {
    await chooseInHeader(page, name);
    await expectView(name, from);
  };

  /** From `path`, each view in turn; Back returns to the one before. */
  const everyViewFrom = async (path: string, where: string) => {
    await page.goto(path);
    await choose('Spare Parts', where);
    await choose('Biker Gear', 'a view');
    await choose('Home', 'a view');
    await page.goBack();
    await expectView('Biker Gear', 'Back');
  };

  await test.step('from a list, then from one view to the next; Back returns', () =>
    everyViewFrom('/browse/scooters', 'a list'));
  await test.step('a view survives a reload, and Back returns to the previous view', async () => {
    await page.reload();
    await expectView('Biker Gear', 'a reload');
    await page.goBack();
    await expectView('Spare Parts', 'Back after a reload');
  });
  await test.step('from a missing ad', () => everyViewFrom('/vehicle/unknown-id', 'a missing ad'));
  await test.step('Post Ad from a view, then a view from the post form', async () => {
    await chooseInHeader(page, 'Post Ad');
    await expect(page).toHaveURL(/\/post-ad$/);
    await choose('Spare Parts', 'the post form');
  });
  await test.step('from the home page', async () => {
    await choose('Home', 'a view');
    await choose('Biker Gear', 'the home page');
    await choose('Home', 'a view');
    await choose('Spare Parts', 'the home page');
  });
  await test.step('the logo leads home from another page', async () => {
    await chooseInHeader(page, 'Post Ad');
    await expect(page).toHaveURL(/\/post-ad$/);
    await page.getByRole('link', { name: 'BikeBazaar home' }).click();
    await expectView('Home', 'the logo');
  });
});

test('the header is transparent over the home hero, solid after 30 px of scrolling and on other pages', async ({
  page,
}) => {
  await page.goto('/');
  // Scroll only once the page is taller than the viewport (not while its chunk loads).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundImage);
  await test.step('over the hero, also after 20 px', async () => {
    await expect.poll(background).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(background).not.toBe('none');
  });
  await test.step('solid past 30 px, over the hero again at the top', async () => {
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect.poll(background).toBe('none');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(17, 24, 39)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).not.toBe('none');
  });
  await test.step('solid at the top of another page', async () => {
    await chooseInHeader(page, 'Post Ad');
    await expect(page).toHaveURL(/\/post-ad$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(background).toBe('none');
  });
});

// How a scroll is made (smooth or instant) is chosen without a browser (scroll.pure.test.ts).
test('footer links scroll a new page back to the top, smoothly where motion is welcome, and quick links jump to sections of the home page', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/browse/scooters');
  const footer = page.getByRole('contentinfo');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await test.step('another page opens at the top', async () => {
    await footer.getByRole('link', { name: 'Trail' }).click();
    await expect(page).toHaveURL(/\/browse\/trail$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
  await test.step('the link to the page already shown scrolls it to the top', async () => {
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footer.getByRole('link', { name: 'Trail' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
  await test.step('a quick link jumps to its section of the home page', async () => {
    await footer.getByRole('link', { name: 'Browse categories' }).click();
    await expect(page).toHaveURL(/\/#categories$/);
    await expect(page.locator('#categories')).toBeInViewport();
  });
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
  await expect(page.getByRole('status').first()).toHaveText('15 Scooters for sale in Sri Lanka');
  await context.close();
});
