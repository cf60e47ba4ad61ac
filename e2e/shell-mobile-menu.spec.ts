import { expect, gotoIn, inLang, test } from './fixtures';

// The phone menu: closing, focus, scroll lock, and the chat button beside it. That Escape, the
// close button and a tap on the dimmed page close it and give focus back is also
// header.test.tsx's; here the real page under it, the scroll lock and the layout.
test(
  'the mobile menu is modal: Tab stays inside, scrolling is locked, Escape, a tap outside and choosing an item close it, the page under the tap is not pressed',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    const open = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await test.step('opening moves focus in and locks scrolling', async () => {
      await open.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
      expect(await bodyOverflow()).toBe('hidden');
    });

    await test.step('Tab and Shift+Tab stay inside the open menu', async () => {
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
      for (const key of [
        ...Array<string>(10).fill('Tab'),
        ...Array<string>(10).fill('Shift+Tab'),
      ]) {
        await page.keyboard.press(key);
        expect(await inMenu(), key).toBe(true);
      }
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

    await test.step('Escape closes it, focus returns and scrolling is unlocked', async () => {
      await page.keyboard.press('Escape');
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(open).toBeFocused();
      expect(await bodyOverflow()).not.toBe('hidden');
    });

    await test.step('a click on the backdrop closes it', async () => {
      await open.click();
      await page.mouse.click(180, 700); // on the backdrop, outside the menu panel
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      expect(await bodyOverflow()).not.toBe('hidden');
    });

    await test.step('a tap on a card under the backdrop only closes the menu', async () => {
      const card = page.getByRole('link', { name: /^Find out more: / }).first();
      // The list may swap its first prerendered row for the measured one while this runs.
      let box = { x: 0, y: 0, width: 0, height: 0 };
      await expect(async () => {
        await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
        box = (await card.boundingBox({ timeout: 2_000 }))!;
        expect(box).not.toBeNull();
      }).toPass();
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
    });

    await test.step('choosing an item goes there and closes the menu', async () => {
      await open.click();
      await nav.getByRole('link', { name: 'Biker Gear' }).click();
      await expect(page).toHaveURL(/view=biker-gear/);
      await expect(nav).toBeHidden();
      expect(await bodyOverflow()).not.toBe('hidden');
    });
  },
);

test(
  'on a phone the menu and the chat are never open together; a language chosen in the menu keeps focus on the menu button; a wide screen unlocks',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    const open = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const chat = page.getByRole('dialog', { name: 'BikeBot' });
    const launcher = page.getByRole('button', { name: 'Chat with BikeBot' });

    await test.step('the open chat is modal: a tap on the menu button only closes it', async () => {
      await launcher.click();
      await expect(chat).toBeVisible();
      const box = (await open.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(chat).toBeHidden();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step("the open menu is modal: the chat's button under it cannot be pressed", async () => {
      await open.click();
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Spare Parts' })).toBeFocused();
      expect(await launcher.isVisible()).toBe(true);
      const under = (await launcher.boundingBox())!;
      await page.touchscreen.tap(under.x + under.width / 2, under.y + under.height / 2);
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(chat).toBeHidden();
    });

    await test.step('the menu offers the three languages; one chosen closes it, focus on the menu button', async () => {
      await open.click();
      const choices = nav.getByRole('group', { name: 'Language' });
      await expect(choices.getByRole('button')).toHaveText(['English', 'සිංහල', 'தமிழ்']);
      await expect(choices.getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await choices.getByRole('button', { name: 'සිංහල' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'si');
      await expect(page).toHaveURL(/\/si\/browse\/scooters$/);
      await expect(page.locator('.menu-button')).toBeFocused();
      await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('widened past 960 px, the open menu unlocks scrolling', async () => {
      await page.locator('.menu-button').click();
      await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'true');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
        .not.toBe('hidden');
    });
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

test(
  'on a small phone the chat button never hides a field in use, and stays under the menu (en, si)',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const lang of ['en', 'si'] as const) {
      const text = SMALL_PHONE[lang];
      await test.step(lang, async () => {
        if (lang === 'en') await gotoIn(page, '/post-ad', lang);
        else await page.goto(inLang('/post-ad', lang));
        const launcher = page.getByRole('button', { name: text.launcher });
        await expect(launcher).toBeVisible();
        const chatBox = (await launcher.boundingBox())!;
        // With the keyboard up, the launcher steps aside: never over the field, its label or note.
        for (const label of text.fields) {
          await page.getByLabel(label).first().focus();
          await expect(launcher, String(label)).toBeHidden();
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
      });
    }
  },
);
