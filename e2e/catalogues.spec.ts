import type { Page } from '@playwright/test';
import { bikerGear } from '../src/data/biker-gear';
import { spareParts } from '../src/data/spare-parts';
import { expect, gotoIn, test } from './fixtures';

const count = (n: number) => (n === 1 ? '1 item' : `${n} items`);

async function expectItems(page: Page, names: string[]) {
  await expect(page.getByRole('heading', { level: 2, name: count(names.length) })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(names.length);
  const shown = await cards.getByRole('heading', { level: 3 }).allTextContents();
  expect([...shown].sort()).toEqual([...names].sort());
}

async function openSpareParts(page: Page) {
  await gotoIn(page, '/?view=spare-parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare parts' })).toBeVisible();
}

async function openBikerGear(page: Page) {
  await gotoIn(page, '/?view=biker-gear');
  await expect(page.getByRole('heading', { level: 1, name: 'Biker gear' })).toBeVisible();
}

const partNames = (list: typeof spareParts) => list.map((p) => p.name.en);
const gearNames = (list: typeof bikerGear) => list.map((g) => g.name.en);

const PARTS_HEADING = { en: 'Spare parts', si: 'අමතර කොටස්' } as const;

for (const lang of ['en', 'si'] as const) {
  test(
    `spare parts: different parts show their own pictures, and each picture loads (${lang})`,
    // English at desktop width, Sinhala at phone width: the pictures are the same, the names
    // and layout are not.
    { tag: lang === 'si' ? '@phone-only' : [] },
    async ({ page }) => {
      await gotoIn(page, '/?view=spare-parts', lang);
      await expect(
        page.getByRole('heading', { level: 1, name: PARTS_HEADING[lang] }),
      ).toBeVisible();
      const name = (id: string) => spareParts.find((part) => part.id === id)!.name[lang];
      const card = (id: string) => page.getByRole('article').filter({ hasText: name(id) });
      const picture = (id: string) => card(id).locator('img').getAttribute('src');
      const pistons = await picture('sp-001');
      expect(await picture('sp-005')).not.toBe(pistons); // air filter
      expect(await picture('sp-007')).not.toBe(pistons); // complete engine
      expect(await picture('sp-021')).not.toBe(await picture('sp-015')); // spark plug, battery
      const sources = await page
        .getByRole('article')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
      expect(new Set(sources).size).toBeGreaterThan(20);
      for (const img of await page.getByRole('article').locator('img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
    },
  );
}

test('spare parts: Contact Seller offers a call link and a WhatsApp link', async ({ page }) => {
  await openSpareParts(page);
  const first = spareParts[0]!;
  const card = page.getByRole('article').filter({ hasText: first.name.en });
  await card.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(card.getByRole('link', { name: `Call ${first.phone}` })).toHaveAttribute(
    'href',
    `tel:${first.phone}`,
  );
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/94${first.phone.slice(1)}`,
  );
});

test('spare parts: filters survive a reload', async ({ page }) => {
  await openSpareParts(page);
  await page.getByLabel('Brand').selectOption('Yamaha');
  await page.getByRole('button', { name: 'Engine' }).click();
  await page.reload();
  await expect(page.getByLabel('Brand')).toHaveValue('Yamaha');
  await expectItems(
    page,
    partNames(spareParts.filter((p) => p.brand === 'Yamaha' && p.category === 'engine')),
  );
});

test('biker gear: the list starts with every item and shows ratings and badges', async ({
  page,
}) => {
  await openBikerGear(page);
  await expectItems(page, gearNames(bikerGear));
  const first = page.getByRole('article').first();
  await expect(first.getByRole('img', { name: `${bikerGear[0]!.rating} out of 5` })).toBeVisible();
  await expect(first.getByText('Verified seller')).toBeVisible();
});

test('biker gear: Contact Seller offers WhatsApp with the 94 country code', async ({ page }) => {
  await openBikerGear(page);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/947\d{8}$/,
  );
});

test('both catalogues speak Sinhala', async ({ page }) => {
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
  await gotoIn(page, '/?view=spare-parts', 'si');
  await expect(
    page.getByRole('heading', { level: 2, name: `අයිතම ${spareParts.length}ක්` }),
  ).toBeVisible();
});
