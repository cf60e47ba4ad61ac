import { expect, gotoIn, test } from './fixtures';

// The phone menu: closing, focus, scroll lock, and the chat button beside it.
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
    // The list may swap its first prerendered row for the measured one while this runs.
    let box = { x: 0, y: 0, width: 0, height: 0 };
    await expect(async () => {
      await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
      box = (await card.boundingBox({ timeout: 2_000 }))!;
      expect(box).not.toBeNull();
    }).toPass();
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
    // The open chat is modal: a tap on the menu button above it only closes the chat.
    const open = page.getByRole('button', { name: 'Open menu' });
    const box = (await open.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(chat).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Spare Parts' })).toBeFocused();
    // And the open menu is modal: the chat's button under it cannot be pressed.
    expect(await page.getByRole('button', { name: 'Chat with BikeBot' }).isVisible()).toBe(true);
    const launcher = (await page.getByRole('button', { name: 'Chat with BikeBot' }).boundingBox())!;
    await page.touchscreen.tap(launcher.x + launcher.width / 2, launcher.y + launcher.height / 2);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(chat).toBeHidden();
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
  // Inside the menu, or past its ends on the browser's own controls (the body here): never on
  // the page under it.
  const inMenu = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(
        !active ||
        active === document.body ||
        active.closest('.mobile-menu') ||
        active.getAttribute('aria-label') === 'Close menu',
      );
    });
  for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await inMenu(), key).toBe(true);
  }
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Back past the start, by way of the browser's controls at most, to the last item.
  const postAd = nav.getByRole('link', { name: 'Post Ad' });
  for (
    let press = 0;
    press < 2 && !(await postAd.evaluate((a) => a === document.activeElement));
    press += 1
  ) {
    await page.keyboard.press('Shift+Tab');
    expect(await inMenu()).toBe(true);
  }
  await expect(postAd).toBeFocused();
});
