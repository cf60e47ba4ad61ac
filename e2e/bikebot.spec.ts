import { axeViolations } from './axe';
import { test, expect, gotoIn, isPhone } from './fixtures';
import type { Page } from '@playwright/test';

async function openChat(page: Page, launcherName = 'Chat with BikeBot') {
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: 'BikeBot' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// What the chat says, when and in which language is checked without a browser
// (src/features/bikebot/components/*.test.tsx): here only what needs one (navigation, focus on a
// real page, layout, axe).

test(
  'user can follow a reply link and Escape closes the chat',
  { tag: '@phone' },
  async ({ page }) => {
    await gotoIn(page, '/');
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Show me bikes' }).click();
    await dialog.getByRole('link', { name: 'All bikes' }).click();
    await expect(page).toHaveURL(/\/browse\/all$/);

    const launcher = page.getByRole('button', { name: 'Chat with BikeBot' });
    if (isPhone(page)) {
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
    } else {
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Your message' }).press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
    }
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'on a phone the open chat keeps Tab inside it and Escape closes it from anywhere',
  { tag: '@phone-only' },
  async ({ page }) => {
    await gotoIn(page, '/post-ad');
    const dialog = await openChat(page);
    // In the chat, or past its ends on the browser's own controls (the body here).
    const inChat = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest('.bikebot'));
      });
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await inChat()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inChat()).toBe(true);
    // The page under the modal chat cannot take focus (a script tries); Escape still closes.
    await page.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
      heading.tabIndex = -1;
      heading.focus();
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with BikeBot' })).toBeFocused();
  },
);

for (const lang of ['en', 'si'] as const) {
  const tag = lang === 'si' ? ['@phone-only'] : [];
  const title =
    lang === 'en'
      ? 'the open chat has no axe violations (en)'
      : 'the open chat fits a 320 px screen with the input in view and has no axe violations (si)';
  test(title, { tag }, async ({ page }) => {
    if (lang === 'si') await page.setViewportSize({ width: 320, height: 568 });
    await gotoIn(page, '/', lang);
    const dialog = await openChat(
      page,
      lang === 'en' ? 'Chat with BikeBot' : 'BikeBot සමඟ කතාබස් කරන්න',
    );
    if (lang === 'si') {
      expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(320);
      await expect(dialog.getByRole('textbox')).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'යවන්න' })).toBeInViewport();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(320);
    }
    await dialog.getByRole('button').nth(1).click();
    await dialog.getByRole('textbox').fill('price');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('log').getByRole('link').first()).toBeVisible();
    await expect(dialog.getByRole('log').getByRole('listitem').nth(4)).toBeVisible();
    expect(await axeViolations(page, '#bikebot-root')).toEqual([]);
  });
}
