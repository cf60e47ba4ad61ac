import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile();

const cards = (page: Page) =>
  page.getByRole('list', { name: /for sale in Sri Lanka/ }).getByRole('listitem');
const cardAds = (page: Page) =>
  cards(page)
    .getByRole('link', { name: /Find out more/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('without JavaScript a long list reads whole: More ads opens each next page, to the last ad', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/browse/all');
    const count = await page.getByRole('status').first().textContent();
    const total = Number(/^(\d+) /.exec(count ?? '')?.[1]);
    // The demo has more than two pages of 24: a middle page too.
    expect(total).toBeGreaterThan(48);
    const seen: string[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      // Every card of the page is there, visible, without a script.
      await expect(cards(page)).toHaveCount(Math.min(24, total - seen.length));
      await expect(cards(page).last()).toBeVisible();
      const ads = (await cardAds(page)) as string[];
      expect(
        ads.some((ad) => seen.includes(ad)),
        `page ${pageNo}`,
      ).toBe(false);
      seen.push(...ads);
      const more = page.getByRole('link', { name: 'More ads' });
      if (seen.length === total) {
        await expect(more).toHaveCount(0);
        break;
      }
      await more.click();
      await expect(page).toHaveURL(/\/browse\/all\?after=[\w-]+$/);
    }
    expect(seen).toHaveLength(total);
  } finally {
    await context.close();
  }
});

test('with JavaScript More ads adds the next cards in place and takes focus to the first of them', async ({
  page,
}) => {
  await page.goto(`${server.url}/browse/all`);
  await appReady(page);
  await expect(cards(page)).toHaveCount(24);
  // The server's cards are the page's: hydrating kept them all (no windowing under 60).
  await page.getByRole('link', { name: 'More ads' }).click();
  await expect(page).toHaveURL(/\/browse\/all$/);
  // Not a count of cards in the DOM: past 60 (when scrolling had brought a page already) the
  // list windows and keeps only the rows in view.
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/Find out more/);
  const position = await focused.evaluate(
    (link) => link.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? '',
  );
  // The first card the click added: right after the cards already there (25, or 49 if
  // scrolling had already brought the second page).
  expect(['25', '49']).toContain(position);
});

test('past 60 cards, where the list windows its rows, More ads still takes focus to the first new card', async ({
  page,
}) => {
  // The demo's 63 ads: the second page comes as it would by scrolling; the third (its last 15,
  // which take the list past 60) is held until More ads has been clicked, however it was asked for.
  let pages = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/vehicles\?.*cursor=/, async (route) => {
    pages += 1;
    if (pages > 1) await held;
    await route.continue();
  });
  await page.goto(`${server.url}/browse/all`);
  await appReady(page);
  await cards(page).nth(23).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(48);
  await page.getByRole('link', { name: 'More ads' }).click();
  release();
  // The list shows the new rows a render after it has them, once its windowing code is here.
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/Find out more/);
  expect(
    await focused.evaluate(
      (link) => link.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? '',
    ),
  ).toBe('49');
  await expect(page.getByRole('link', { name: 'More ads' })).toHaveCount(0);
});
