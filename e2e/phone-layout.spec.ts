import type { Page } from '@playwright/test';
import { appReady, expect, inLang, test, type Lang } from './fixtures';

// At 375 px: the chat launcher never sits on a control of the page, the Filters button stays in
// reach down a long list, and "Find out more" fits its row in every language.

/** Controls of the page under the launcher while it shows, read in one step. */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const launcher = document.querySelector('.bikebot-launcher');
    if (!launcher || !shown(launcher)) return [];
    const chat = launcher.getBoundingClientRect();
    return [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(a[href], button, input, select, textarea)',
      ),
    ]
      .filter((control) => shown(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.left < chat.right &&
          chat.left < box.right &&
          box.top < chat.bottom &&
          chat.top < box.bottom
        );
      })
      .map((control) => control.innerText || control.getAttribute('aria-label') || control.tagName);
  });
}

test(
  'the chat launcher steps aside from every control it would cover, on a list and on an ad',
  { tag: '@phone-only' },
  async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ['/browse/scooters', '/vehicle/honda-dio-2022-colombo']) {
      await page.goto(path);
      await appReady(page);
      // BikeBot comes a little after the app (2 s after the load, when idle). Stepped aside it
      // is hidden, and out of the accessibility tree: found by its class.
      const launcher = page.locator('.bikebot-launcher');
      await expect(launcher).toBeAttached({ timeout: 20_000 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let seen = 0;
      for (let y = 0; y < height; y += 137) {
        await page.evaluate(async (top) => {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }, y);
        expect(await coveredControls(page), `${path} at ${y}`).toEqual([]);
        // Stepped aside it is a narrow tab in the margin; in the clear, the full button.
        const width = (await launcher.boundingBox())?.width ?? 0;
        if (width >= 40) seen += 1;
      }
      // It steps aside, it does not leave: somewhere on the page it shows whole.
      expect(seen, path).toBeGreaterThan(0);
    }
  },
);

test(
  'the Filters button stays in reach down a long list, and opens the filters',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/all');
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
    await expect(filters).toBeInViewport();
    const box = (await filters.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await filters.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
);

test(
  '"Find out more" fits its row on one line in English, Sinhala and Tamil',
  { tag: '@phone-only' },
  async ({ page }) => {
    for (const lang of ['en', 'si', 'ta'] as Lang[]) {
      await page.goto(inLang('/browse/scooters', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const link = page.locator('.vehicle-card-link').first();
      await expect(link).toBeVisible();
      const { lines, overflow, clear } = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const card = element.closest('[data-card]')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const compare = element
          .parentElement!.querySelector('.compare-toggle')!
          .getBoundingClientRect();
        return {
          lines: tops.size,
          overflow: box.right > card.right || box.left < card.left,
          clear: box.right <= compare.left || box.bottom <= compare.top,
        };
      });
      expect(lines, lang).toBe(1);
      expect(overflow, lang).toBe(false);
      expect(clear, lang).toBe(true);
    }
  },
);
