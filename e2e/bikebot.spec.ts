import { axeViolations } from './axe';
import { test, expect, gotoIn } from './fixtures';
import type { Locator, Page } from '@playwright/test';

async function openChat(page: Page, launcherName = 'Chat with BikeBot') {
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: 'BikeBot' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A quick reply and a typed question, answered with a link and a list. */
async function converse(dialog: Locator) {
  await dialog.getByRole('button').nth(1).click();
  await dialog.getByRole('textbox').fill('price');
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog.getByRole('log').getByRole('link').first()).toBeVisible();
  await expect(dialog.getByRole('log').getByRole('listitem').nth(4)).toBeVisible();
}

// What the chat says, when and in which language is checked without a browser
// (src/features/bikebot/components/*.test.tsx): here only what needs one (navigation, focus on a
// real page, layout, axe).

test('on a desktop the open chat has no axe violations (en); a reply link is followed with the chat open, and Escape closes it', async ({
  page,
}) => {
  await gotoIn(page, '/');
  const dialog = await openChat(page);
  await test.step('a conversation with links and a list has no axe violations', async () => {
    await converse(dialog);
    expect(await axeViolations(page, '#bikebot-root')).toEqual([]);
  });
  await test.step('a reply link leads to its page; the chat stays open beside it', async () => {
    await dialog.getByRole('button', { name: 'Show me bikes' }).click();
    await dialog.getByRole('link', { name: 'All bikes' }).last().click();
    await expect(page).toHaveURL(/\/browse\/all$/);
    await expect(dialog).toBeVisible();
  });
  await test.step('Escape closes it and focus returns to the launcher', async () => {
    const launcher = page.getByRole('button', { name: 'Chat with BikeBot' });
    await dialog.getByRole('textbox', { name: 'Your message' }).press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });
});

test(
  'on a phone the open chat keeps Tab inside it, Escape closes it from anywhere, and a reply link closes it',
  { tag: '@phone-only' },
  async ({ page }) => {
    await gotoIn(page, '/post-ad');
    const launcher = page.getByRole('button', { name: 'Chat with BikeBot' });
    const dialog = await openChat(page);
    await test.step('Tab stays in the chat', async () => {
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
    });
    await test.step('with focus forced onto the page under it, Escape still closes it', async () => {
      // The page under the modal chat cannot take focus (a script tries); Escape still closes.
      await page.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
        heading.tabIndex = -1;
        heading.focus();
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
    });
    await test.step('a reply link leads to its page and closes the covering chat', async () => {
      await openChat(page);
      await dialog.getByRole('button', { name: 'Show me bikes' }).click();
      await dialog.getByRole('link', { name: 'All bikes' }).click();
      await expect(page).toHaveURL(/\/browse\/all$/);
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    });
  },
);

test(
  'the open chat fits a 320 px screen with the input in view and has no axe violations (si)',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await gotoIn(page, '/', 'si');
    const dialog = await openChat(page, 'BikeBot සමඟ කතාබස් කරන්න');
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(320);
    await expect(dialog.getByRole('textbox')).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'යවන්න' })).toBeInViewport();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
    await converse(dialog);
    expect(await axeViolations(page, '#bikebot-root')).toEqual([]);
  },
);
