import type { Page, TestInfo } from '@playwright/test';
import { appReady, expect, inLang, test, type Lang } from './fixtures';
import { coveredControls } from './launcher-cover';

// At 375 px: the chat launcher never sits on a control of the page, the Filters button stays in
// reach down a long list, and "Find out more" fits its row in every language.

async function shoot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

test(
  'the chat launcher steps aside from every control it would cover, on a list and on an ad',
  { tag: '@phone-only' },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    for (const path of ['/browse/scooters', '/vehicle/honda-dio-2022-colombo']) {
      await page.goto(path);
      await appReady(page);
      // BikeBot comes a little after the app (2 s after the load, when idle). Stepped aside it
      // is hidden, and out of the accessibility tree: found by its class.
      const launcher = page.locator('.bikebot-launcher');
      await expect(launcher).toBeAttached({ timeout: 20_000 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const seen = { whole: 0, tab: 0 };
      for (let y = 0; y < height; y += 137) {
        await page.evaluate(async (top) => {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }, y);
        expect(await coveredControls(page), `${path} at ${y}`).toEqual([]);
        // In the clear, the full button; stepped aside, a tab at the screen's edge, or out of the
        // way where a control reaches under the tab too.
        const shown = await launcher.evaluate((button) => {
          const { width, height } = button.getBoundingClientRect();
          return getComputedStyle(button).visibility === 'hidden' ? null : { width, height };
        });
        if (!shown) continue;
        if (shown.width >= 40) {
          seen.whole += 1;
          continue;
        }
        seen.tab += 1;
        // A target a thumb can hit (WCAG 2.5.8: 24 by 24 px at least).
        expect(shown.width, `${path} at ${y}: the tab's width`).toBeGreaterThanOrEqual(24);
        expect(shown.height, `${path} at ${y}: the tab's height`).toBeGreaterThanOrEqual(24);
        if (seen.tab === 1) await shoot(page, info, `launcher-tab-${path.split('/')[1]}`);
      }
      // It steps aside, it does not leave: somewhere on the page it shows whole, and somewhere
      // (beside a control) as the tab.
      expect(seen.whole, path).toBeGreaterThan(0);
      expect(seen.tab, path).toBeGreaterThan(0);
    }
  },
);

test(
  'a long list is as tall before the app runs as once it runs, so a first scroll lands where it aimed',
  { tag: '@phone-only' },
  async ({ page, browser, baseURL }) => {
    const listHeight = async (on: Page) =>
      (await on.locator('[role="list"][data-card-layout]').boundingBox())!.height;
    await page.goto('/browse/all');
    const live = await listHeight(page);
    // The prerendered page as it stands until the app runs (no script ever runs here).
    const still = await browser.newContext({
      baseURL,
      viewport: page.viewportSize()!,
      javaScriptEnabled: false,
    });
    try {
      const before = await still.newPage();
      await before.goto('/browse/all');
      expect(live).toBeGreaterThan(5_000);
      expect(Math.abs((await listHeight(before)) - live) / live).toBeLessThan(0.05);
    } finally {
      await still.close();
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
