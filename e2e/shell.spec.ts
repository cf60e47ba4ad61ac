import type { Page } from '@playwright/test';
import {
  appReady,
  expect,
  gotoIn,
  inLang,
  isPhone,
  LANGUAGE_KEY,
  test,
  USER_VEHICLES_KEY,
} from './fixtures';

async function chooseInHeader(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .click();
}

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

for (const start of ['/', '/browse/scooters', '/vehicle/unknown-id', '/post-ad']) {
  test(`the header switches the home view from ${start}`, async ({ page }) => {
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
  });
}

test('the post-ad button and the logo navigate', async ({ page }) => {
  await page.goto('/browse/trail');
  await chooseInHeader(page, 'Post Ad');
  await expect(page).toHaveURL(/\/post-ad$/);
  await page.getByRole('link', { name: 'BikeBazaar home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'the mobile menu closes on Escape, outside click and choosing an item, and locks scrolling',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    const open = page.getByRole('button', { name: 'Open menu' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    expect(await bodyOverflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    expect(await bodyOverflow()).not.toBe('hidden');

    await open.click();
    await page.mouse.click(180, 700); // on the backdrop, outside the menu panel
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow()).not.toBe('hidden');

    await open.click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Biker Gear' })
      .click();
    await expect(page).toHaveURL(/view=biker-gear/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    expect(await bodyOverflow()).not.toBe('hidden');
  },
);

test(
  'a tap outside the menu only closes it; the page under the tap is not pressed',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    const card = page.getByRole('link', { name: /^Find out more: / }).first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.locator('.mobile-menu-backdrop')).toBeVisible();
    const menuBottom = await page
      .locator('.mobile-menu')
      .evaluate((menu) => menu.getBoundingClientRect().bottom);
    expect(box.y).toBeGreaterThan(menuBottom);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/browse\/scooters$/);
  },
);

test(
  'the menu: the language toggle keeps focus on the menu button; a wide screen unlocks',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /සිංහල/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.locator('.menu-button')).toBeFocused();
    await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'false');

    await page.locator('.menu-button').click();
    await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');
  },
);

test(
  'on a phone the menu and the chat are never open together',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    await page.getByRole('button', { name: 'Chat with BikeBot' }).click();
    const chat = page.getByRole('dialog', { name: 'BikeBot' });
    await expect(chat).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(chat).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Spare Parts' })).toBeFocused();
  },
);

const SMALL_PHONE = {
  en: {
    launcher: 'Chat with BikeBot',
    openMenu: 'Open menu',
    fields: [/^Category/, /^Model year/, /^Price/, 'More photo web addresses'],
  },
  si: {
    launcher: 'BikeBot සමඟ කතාබස් කරන්න',
    openMenu: 'මෙනුව විවෘත කරන්න',
    fields: [/^කාණ්ඩය/, /^නිෂ්පාදන වර්ෂය/, /^මිල/, 'තවත් ඡායාරූපවල වෙබ් ලිපින'],
  },
} as const;

for (const lang of ['en', 'si'] as const) {
  const text = SMALL_PHONE[lang];
  test(
    `on a small phone the chat button never hides a field in use, and stays under the menu (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoIn(page, '/post-ad', lang);
      const launcher = page.getByRole('button', { name: text.launcher });
      await expect(launcher).toBeVisible();
      const chatBox = (await launcher.boundingBox())!;
      // With the keyboard up, the launcher steps aside: never over the field, its label or note.
      for (const label of text.fields) {
        await page.getByLabel(label).first().focus();
        await expect(launcher).toBeHidden();
      }
      // Back on the page it returns; the open menu's overlay then covers it, not the reverse.
      await page.locator('main h1').click();
      await expect(launcher).toBeVisible();
      await page.getByRole('button', { name: text.openMenu }).click();
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.bikebot-launcher') !== null,
        [chatBox.x + chatBox.width / 2, chatBox.y + chatBox.height / 2],
      );
      expect(onTop).toBe(false);
    },
  );
}

test('Tab stays inside the open mobile menu', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/browse/scooters');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const inMenu = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(
        active?.closest('.mobile-menu') || active?.getAttribute('aria-label') === 'Close menu',
      );
    });
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await inMenu(), key).toBe(true);
  }
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: 'Post Ad' })).toBeFocused();
});

test('the desktop header keeps each Sinhala and Tamil item on one line from 960 px', async ({
  page,
}) => {
  const navNames = { si: 'ප්‍රධාන මෙනුව', ta: 'முதன்மை மெனு' } as const;
  for (const lang of ['si', 'ta'] as const)
    for (const width of [960, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(inLang('/browse/scooters', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const nav = page.getByRole('navigation', { name: navNames[lang] });
      const items = nav.locator('a, button');
      await expect(items).toHaveCount(6);
      for (const box of await items.evaluateAll((all) =>
        all.map((item) => item.getBoundingClientRect().height),
      ))
        expect(box, `an item wraps at ${width} px in ${lang}`).toBeLessThanOrEqual(48);
      for (const squeezed of await items.evaluateAll((all) =>
        all.flatMap((item) => [
          item.scrollWidth > item.clientWidth + 1,
          ...[...item.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width < 16),
        ]),
      ))
        expect(squeezed, `an item is squeezed at ${width} px in ${lang}`).toBe(false);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
});

test(
  'the language toggle changes every label, sets <html lang> and survives a reload',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page).toHaveURL(/\/si\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'ඉක්මන් සබැඳි' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/ශ්‍රී ලංකා/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('si');

    if (isPhone(page)) {
      await page.getByRole('button', { name: 'මෙනුව විවෘත කරන්න' }).click();
    } else {
      const menu = page.getByRole('banner').getByRole('button', { name: /භාෂාව මාරු කරන්න/ });
      await expect(menu).toHaveText('සිංහල (භාෂාව මාරු කරන්න)');
      await menu.click();
    }
    const choices = page.getByRole('banner').getByRole('group', { name: 'භාෂාව' });
    await expect(choices.getByRole('button')).toHaveText(['English', 'සිංහල', 'தமிழ்']);
    await expect(choices.getByRole('button', { name: 'සිංහල' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await choices.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page).toHaveURL(/\/ta\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'விரைவு இணைப்புகள்' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/இலங்கை/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    if (isPhone(page)) {
      await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /மொழியை மாற்று/ })
        .click();
      await expect(page.getByRole('button', { name: 'தமிழ்', pressed: true }).first()).toBeFocused();
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test('the Sinhala font is bundled and used for Sinhala text', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff2')) fontRequests.push(request.url());
  });
  await gotoIn(page, '/', 'si');
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'ඉක්මන් සබැඳි' }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.some((url) => url.includes('/assets/noto-sans-sinhala'))).toBe(true);
  expect(fontRequests.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Sinhala"', 'ශ්‍රී'))).toBe(
    true,
  );
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

test('navigating scrolls back to the top', async ({ page }) => {
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

test('with localStorage disabled the app works and language switching falls back to memory', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  });
  await page.goto('/browse/scooters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await page.goto('/post-ad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('footer quick links jump to sections of the home page', async ({ page }) => {
  await page.goto('/post-ad');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse categories' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  await expect(page.locator('#categories')).toBeInViewport();
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
