import { test, expect } from './fixtures';
import { openFilters, cardHeadings } from './vehicles/helpers';

// The vehicle list: filters, searches and sort orders, kept in the URL. How bad query values
// fall back, where missing prices sort and what atv-adv lists are checked without a browser
// (src/domain/vehicles/vehicle-search.test.ts, filter-vehicles.test.ts). One page for every
// step: each rule is a step of its own.
test('filters from the form or a link and every sort order change the count and the cards, and are kept in the URL', async ({
  page,
}) => {
  const count = (n: number, what = 'Scooters') =>
    page.getByText(`${n} ${what} for sale in Sri Lanka`);

  await test.step('filters applied through the form change the count, the cards and the URL; Back and Reset undo them', async () => {
    await page.goto('/browse/scooters');
    await expect(page.getByRole('heading', { level: 1, name: 'Scooters' })).toBeVisible();
    await expect(count(14)).toBeVisible();

    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Honda' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(count(8)).toBeVisible();
    await expect(page).toHaveURL(/make=Honda/);
    for (const title of await cardHeadings(page).allTextContents()) expect(title).toMatch(/Honda/);

    await openFilters(page);
    await page.getByLabel('Maximum price').fill('450000');
    await page.getByLabel('Keyword').fill('DIO');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(count(2)).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(['Honda Dio', 'Sample Vehicle 1 (Honda Dio)']);

    await page.goBack();
    await expect(count(8)).toBeVisible();

    await openFilters(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(count(14)).toBeVisible();
    await expect(page).toHaveURL(/\/browse\/scooters$/);
  });

  await test.step('a price typed as 5e5 filters as 500,000 and shows so', async () => {
    await openFilters(page);
    await page.getByLabel('Maximum price').fill('5e5');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/priceMax=500000/);
    await expect(count(14)).toBeHidden();
    await openFilters(page);
    await expect(page.getByLabel('Maximum price')).toHaveValue('500000');
  });

  await test.step('every sort order reorders the cards, is kept in the URL and survives a reload', async () => {
    await page.goto('/browse/scooters');
    const orders: [string, string[]][] = [
      ['price-asc', ['Honda Dio', 'Sample Vehicle 1 (Honda Dio)', 'TVS Jupiter']],
      // The demo's Dios from 2021-2023 (5 comparables for the fair-price badge) rank high too.
      [
        'price-desc',
        ['Yamaha Fascino 125 Hybrid, brand new', 'Honda Dio', 'TVS Ntorq 125 Race Edition'],
      ],
      [
        'mileage-asc',
        ['Yamaha Fascino 125 Hybrid, brand new', 'Honda Dio', 'TVS Ntorq 125 Race Edition'],
      ],
      ['newest', ['Honda Dio DX, first owner', 'Yamaha Ray ZR 125', 'Honda Dio']],
    ];
    for (const [order, first] of orders) {
      await page.getByLabel('Sort by').selectOption(order);
      if (order === 'newest') await expect(page).not.toHaveURL(/sort=/);
      else await expect(page).toHaveURL(new RegExp(`sort=${order}`));
      await expect(cardHeadings(page).first()).toHaveText(first[0]!);
      expect((await cardHeadings(page).allTextContents()).slice(0, 3)).toEqual(first);
    }
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(cardHeadings(page).first()).toHaveText('Honda Dio');
  });

  await test.step('a home search link filters even with values outside the options', async () => {
    await page.goto('/browse/all?make=honda&q=dio&priceMin=0&priceMax=100000&location=Colombo');
    await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
    await expect(count(0, 'Bikes')).toBeVisible();
    await expect(page.getByText('No results. Adjust filters and try again.')).toBeVisible();
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Honda' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Colombo' })).toBeChecked();
    await expect(page.getByLabel('Maximum price')).toHaveValue('100000');
  });
});
