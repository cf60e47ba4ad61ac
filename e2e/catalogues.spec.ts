import type { Locator, Page } from '@playwright/test';
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
const cardPrices = async (cards: Locator) =>
  (await cards.getByText(/^Rs\. [\d,]+$/).allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );

test('spare parts: the list starts with every part', async ({ page }) => {
  await openSpareParts(page);
  await expectItems(page, partNames(spareParts));
});

const PARTS_HEADING = { en: 'Spare parts', si: 'අමතර කොටස්' } as const;

for (const lang of ['en', 'si'] as const) {
  test(
    `spare parts: different parts show their own pictures, and each picture loads (${lang})`,
    // In Sinhala at phone width too: the pictures are the same, the names and layout are not.
    { tag: lang === 'si' ? '@phone' : [] },
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

test('spare parts: brand filter narrows the list', async ({ page }) => {
  await openSpareParts(page);
  await page.getByLabel('Brand').selectOption('Honda');
  await expectItems(page, partNames(spareParts.filter((p) => p.brand === 'Honda')));
  await expect(page).toHaveURL(/brand=Honda/);
});

test('spare parts: compatibility matches text in any case', async ({ page }) => {
  await openSpareParts(page);
  await page.getByLabel('Fits model').fill('PULSAR');
  const expected = partNames(
    spareParts.filter((p) => p.compatibility.toLowerCase().includes('pulsar')),
  );
  expect(expected.length).toBeGreaterThan(1);
  await expectItems(page, expected);
});

test('spare parts: condition filter narrows the list', async ({ page }) => {
  await openSpareParts(page);
  await page.getByLabel('Condition').selectOption({ label: 'Refurbished' });
  await expectItems(page, partNames(spareParts.filter((p) => p.condition === 'refurbished')));
});

test('spare parts: category buttons narrow the list and All parts restores it', async ({
  page,
}) => {
  await openSpareParts(page);
  const tyres = page.getByRole('button', { name: 'Tyres & wheels' });
  await tyres.click();
  await expect(tyres).toHaveAttribute('aria-pressed', 'true');
  await expectItems(page, partNames(spareParts.filter((p) => p.category === 'tyres')));
  await page.getByRole('button', { name: 'All parts' }).click();
  await expectItems(page, partNames(spareParts));
});

test('spare parts: sort orders by price both ways', async ({ page }) => {
  await openSpareParts(page);
  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Price: low to high' });
  const up = await cardPrices(page.getByRole('article'));
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await sort.selectOption({ label: 'Price: high to low' });
  const down = await cardPrices(page.getByRole('article'));
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down).toHaveLength(spareParts.length);
});

test('spare parts: an empty result says so and resets', async ({ page }) => {
  await openSpareParts(page);
  await page.getByLabel('Fits model').fill('vespa px');
  await expect(page.getByText('No parts match these filters.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).last().click();
  await expectItems(page, partNames(spareParts));
  await expect(page.getByLabel('Fits model')).toHaveValue('');
});

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

test('biker gear: size filter narrows the list', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Size').selectOption('M');
  await expectItems(page, gearNames(bikerGear.filter((g) => g.size === 'M')));
});

test('biker gear: brand filter narrows the list', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Brand').selectOption("Rev'it");
  await expectItems(page, gearNames(bikerGear.filter((g) => g.brand === "Rev'it")));
});

test('biker gear: price bands include both edges', async ({ page }) => {
  await openBikerGear(page);
  const price = page.getByLabel('Price (Rs.)');
  await price.selectOption({ label: 'Up to 5,000' });
  const low = gearNames(bikerGear.filter((g) => g.price <= 5_000));
  await expectItems(page, low);
  await price.selectOption({ label: '5,000-15,000' });
  const mid = gearNames(bikerGear.filter((g) => g.price >= 5_000 && g.price <= 15_000));
  await expectItems(page, mid);
  const edge = bikerGear.find((g) => g.price === 5_000)!.name.en;
  expect(low).toContain(edge);
  expect(mid).toContain(edge);
  await price.selectOption({ label: '15,000-30,000' });
  await expectItems(
    page,
    gearNames(bikerGear.filter((g) => g.price >= 15_000 && g.price <= 30_000)),
  );
  await price.selectOption({ label: '30,000 and above' });
  await expectItems(page, gearNames(bikerGear.filter((g) => g.price >= 30_000)));
});

test('biker gear: condition filter narrows the list', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await expectItems(page, gearNames(bikerGear.filter((g) => g.condition === 'used')));
});

test('biker gear: verified-only keeps verified sellers', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Verified sellers only').check();
  await expectItems(page, gearNames(bikerGear.filter((g) => g.verifiedSeller)));
  await page.getByLabel('Verified sellers only').uncheck();
  await expectItems(page, gearNames(bikerGear));
});

test('biker gear: category buttons narrow the list', async ({ page }) => {
  await openBikerGear(page);
  await page.getByRole('button', { name: 'Gloves' }).click();
  await expectItems(page, gearNames(bikerGear.filter((g) => g.category === 'gloves')));
});

test('biker gear: the helmet-type panel narrows helmets', async ({ page }) => {
  await openBikerGear(page);
  const panel = page.getByRole('group', { name: 'Helmet type' });
  await panel.getByLabel('Half').check();
  await expect(page.getByRole('button', { name: 'Helmets' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectItems(page, gearNames(bikerGear.filter((g) => g.subCategory === 'half')));
  await panel.getByLabel('Modular').check();
  await expectItems(page, gearNames(bikerGear.filter((g) => g.subCategory === 'modular')));
  await panel.getByLabel('All helmets').check();
  await expectItems(page, gearNames(bikerGear.filter((g) => g.category === 'helmets')));
  await page.getByRole('button', { name: 'Boots' }).click();
  await expect(panel.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectItems(page, gearNames(bikerGear.filter((g) => g.category === 'boots')));
});

test('biker gear: sort orders by price low to high', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  const prices = await cardPrices(page.getByRole('article'));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('biker gear: an empty result says so and resets', async ({ page }) => {
  await openBikerGear(page);
  await page.getByLabel('Size').selectOption('XS');
  await page.getByRole('button', { name: 'Reflective vests' }).click();
  await expect(page.getByText('No gear matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).last().click();
  await expectItems(page, gearNames(bikerGear));
  await expect(page.getByLabel('Size')).toHaveValue('');
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
