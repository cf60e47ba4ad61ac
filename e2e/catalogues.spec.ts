import type { Page } from '@playwright/test';
import { bikerGear } from '../src/data/biker-gear';
import { spareParts } from '../src/data/spare-parts';
import { expect, gotoIn, test } from './fixtures';

// Which picture each part shows, and that each file exists, is checked without a browser
// (src/data/spare-parts.test.ts); so are the filters, Contact Seller's links, ratings and badges
// (catalogue-page.test.tsx, catalogue-filters.test.tsx). Here the real pages: the pictures as
// served, filters read back from the URL after a reload, and the Sinhala pages as sent.

const count = (n: number) => (n === 1 ? '1 item' : `${n} items`);

async function expectItems(page: Page, names: string[]) {
  await expect(page.getByRole('heading', { level: 2, name: count(names.length) })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(names.length);
  const shown = await cards.getByRole('heading', { level: 3 }).allTextContents();
  expect([...shown].sort()).toEqual([...names].sort());
}

/**
 * Every picture shown: the pictures load lazily, so each check scrolls the first one not yet
 * loaded into view (a quick scroll past a picture may not start its load).
 */
async function expectEveryPictureLoads(page: Page) {
  const pictures = page.getByRole('article').locator('img');
  await expect(pictures).toHaveCount(spareParts.length);
  await expect
    .poll(
      () =>
        pictures.evaluateAll((imgs) => {
          const missing = imgs.filter(
            (img) =>
              !((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          );
          missing[0]?.scrollIntoView({ block: 'center' });
          return missing.map((img) => img.getAttribute('src'));
        }),
      { intervals: [100, 250], timeout: 30_000 },
    )
    .toEqual([]);
}

test('spare parts: every picture loads, and the filters survive a reload', async ({ page }) => {
  await gotoIn(page, '/?view=spare-parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare parts' })).toBeVisible();
  await test.step('every picture loads', () => expectEveryPictureLoads(page));
  await test.step('the filters survive a reload', async () => {
    await page.getByLabel('Brand').selectOption('Yamaha');
    await page.getByRole('button', { name: 'Engine' }).click();
    await page.reload();
    await expect(page.getByLabel('Brand')).toHaveValue('Yamaha');
    await expectItems(
      page,
      spareParts
        .filter((p) => p.brand === 'Yamaha' && p.category === 'engine')
        .map((p) => p.name.en),
    );
  });
});

// At phone width: the same pictures in a one-column list.
test(
  'both catalogues speak Sinhala, and every spare part picture loads on a phone',
  { tag: '@phone-only' },
  async ({ page }) => {
    await test.step('biker gear: the count, a category and prices in Sinhala', async () => {
      await gotoIn(page, '/?view=biker-gear', 'si');
      await expect(
        page.getByRole('heading', { level: 2, name: `අයිතම ${bikerGear.length}ක්` }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'අත්වැසුම්' }).click();
      const gloves = bikerGear.filter((g) => g.category === 'gloves');
      await expect(
        page.getByRole('heading', { level: 2, name: `අයිතම ${gloves.length}ක්` }),
      ).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(gloves.length);
      await expect(page.getByText('රු. ').first()).toBeVisible();
    });
    await test.step('spare parts: the count and every picture', async () => {
      await gotoIn(page, '/?view=spare-parts', 'si');
      await expect(page.getByRole('heading', { level: 1, name: 'අමතර කොටස්' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: `අයිතම ${spareParts.length}ක්` }),
      ).toBeVisible();
      await expectEveryPictureLoads(page);
    });
  },
);
