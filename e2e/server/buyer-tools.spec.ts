import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../axe';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// A buyer's tools on the server. The fair-price badge and the leasing calculator are part of the
// ad page the server renders: a visitor without JavaScript (or a search engine) reads them in the
// raw HTML. Compare and saved ads work across browsers.
const PASSWORD = 'leasing rules moderator pass';
const server = serverForThisFile({ POST_RATE_LIMIT: '100', ADMIN_PASSWORD: PASSWORD });

let serial = 0;

async function publish(request: APIRequestContext, fields: Record<string, string>) {
  serial += 1;
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: '',
    make: 'TVS',
    model: 'Ntorq 125',
    year: '2020',
    registerYear: '',
    price: '450000',
    negotiable: false,
    mileageKm: '15000',
    engineCapacityCc: '125',
    transmission: '',
    fuelType: '',
    color: '',
    description: '',
    location: 'Colombo',
    phone: `0772345${String(serial).padStart(3, '0')}`,
    heroUrl: '',
    galleryUrls: '',
    ...fields,
  };
  const response = await request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('with seven comparable Ntorqs, the cheapest says Good price and the dearest Above market', async ({
  request,
}) => {
  const prices = ['380000', '400000', '420000', '450000', '470000', '500000', '520000'];
  const ids: string[] = [];
  for (const price of prices) ids.push(await publish(request, { price }));
  const html = async (path: string) => {
    const response = await request.get(`${server.url}${path}`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  const cheapest = await html(`/vehicle/${ids[0]}`);
  expect(cheapest).toContain('Good price');
  expect(cheapest).toContain(
    'Based on 6 similar ads from the last 6 months: Rs: 427,500 – Rs: 492,500',
  );
  const dearest = await html(`/vehicle/${ids[6]}`);
  expect(dearest).toContain('Above market');
  expect(dearest).not.toContain('Good price');
  expect(await html(`/vehicle/${ids[3]}`)).toContain('Fair price');
  // Cards too: the list's raw HTML carries each card's verdict (the first rows are rendered).
  const cheapFirst = await html('/browse/scooters?make=TVS&sort=price-asc');
  expect(cheapFirst.includes('Good price'), 'a Good price card').toBe(true);
  const dearFirst = await html('/browse/scooters?make=TVS&sort=price-desc');
  expect(dearFirst.includes('Above market'), 'an Above market card').toBe(true);
  // In Sinhala and Tamil.
  expect(await html(`/si/vehicle/${ids[0]}`)).toContain('හොඳ මිලක්');
  expect(await html(`/ta/vehicle/${ids[6]}`)).toContain('சந்தை விலைக்கு மேல்');
});

test('an ad page carries the leasing calculator, filled in, in its raw HTML', async ({
  request,
  page,
}) => {
  const id = await publish(request, { model: 'Jupiter', price: '300000' });
  const html = await (await request.get(`${server.url}/vehicle/${id}`)).text();
  expect(html).toContain('monthly instalment');
  expect(html).toContain('Leasing calculator');
  expect(html).toContain('Rules as of 2025-11-08');
  expect(html).toContain('so the down payment is at least Rs: 150,000.');
  // No verdict with too few comparables.
  expect(html).not.toMatch(/Good price|Fair price|Above market/);

  await page.goto(`${server.url}/vehicle/${id}`);
  const down = page.getByLabel('Down payment (Rs)');
  await expect(down).toBeEditable();
  await down.fill('100000');
  await expect(page.getByText("At least Rs: 150,000: the Central Bank's limit.")).toBeVisible();
  await down.fill('200000');
  await expect(page.getByText("At least Rs: 150,000: the Central Bank's limit.")).toBeHidden();
});

test('a moderator changes the leasing rules on the admin page; ad pages follow at once', async ({
  page,
  request,
}) => {
  const id = await publish(request, { model: 'Wego', price: '400000' });
  const before = await (await request.get(`${server.url}/vehicle/${id}`)).text();
  expect(before).toContain('at most 50% of a motorcycle');

  await page.goto(`${server.url}/admin`);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Nimal');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const rules = page.getByRole('region', { name: 'Leasing rules' });
  await expect(rules.getByLabel(/Cap for motorcycles/)).toHaveValue('50');
  await rules.getByLabel(/Cap for motorcycles/).fill('60');
  await rules.getByLabel('In force from').fill('2026-12-01');
  await rules.getByRole('button', { name: 'Save the rules' }).click();
  await expect(rules.getByText('Saved: ad pages use these rules now.')).toBeVisible();

  const after = await (await request.get(`${server.url}/vehicle/${id}`)).text();
  expect(after).toContain('at most 60% of a motorcycle');
  expect(after).toContain('so the down payment is at least Rs: 160,000.');
  expect(after).toContain('Rules as of 2026-12-01');
});

test('a buyer picks one ad from a card and one from its page, then compares them on a 360 px phone', async ({
  browser,
}) => {
  const buyer = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await buyer.newPage();
    // Honda's scooters: the ads this file posts come first in the full list.
    await page.goto('/browse/scooters?make=Honda');
    await appReady(page);
    const dio = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Honda Dio DX, first owner' }) });
    await dio.getByRole('button', { name: 'Compare: Honda Dio DX, first owner' }).click();
    await expect(dio.getByRole('button', { name: /^Added to compare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

    await page.goto('/vehicle/yamaha-ray-zr-2021-gampaha');
    await appReady(page);
    await page.getByRole('button', { name: 'Compare: Yamaha Ray ZR 125' }).click();
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(
      /\/compare\?ids=honda-dio-2022-colombo,yamaha-ray-zr-2021-gampaha$/,
    );

    // Opened as a shared link too: the server's page, hydrated.
    for (const open of ['navigated', 'loaded'] as const) {
      if (open === 'loaded') {
        await page.reload();
        await appReady(page);
      }
      const table = page.getByRole('table', { name: 'The ads side by side' });
      await expect(table.getByRole('columnheader'), open).toHaveCount(2);
      await expect(table.getByRole('link', { name: 'Honda Dio DX, first owner' })).toBeVisible();
      await expect(table.getByRole('link', { name: 'Yamaha Ray ZR 125' })).toHaveAttribute(
        'href',
        '/vehicle/yamaha-ray-zr-2021-gampaha',
      );
      // Not the Price check row: the demo's Dio now has a verdict too.
      const price = table.getByRole('row', { name: /^Price(?! check)/ });
      await expect(price.getByRole('rowheader')).toContainText('Differs');
      await expect(price.getByRole('cell', { name: 'Rs: 685,000' })).toBeAttached();
      await expect(
        table.getByRole('row', { name: /^Condition/ }).getByRole('rowheader'),
      ).toHaveText('Condition');
      // No sideways page: the columns scroll inside their box, the labels stay.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page, open).toBeLessThanOrEqual(widths.view);
    }

    // One ad per swipe: scrolling the box brings the second ad beside the labels.
    const label = page.getByRole('rowheader', { name: /^Price(?! check)/ });
    const second = page.getByRole('link', { name: 'Yamaha Ray ZR 125' });
    await page.getByRole('region', { name: 'The ads side by side' }).scrollIntoViewIfNeeded();
    await expect(second).not.toBeInViewport();
    await page.getByRole('region', { name: 'The ads side by side' }).evaluate((box) => {
      box.scrollBy({ left: 40, behavior: 'instant' });
    });
    await expect(second).toBeInViewport();
    await expect(label).toBeInViewport();

    expect(await axeViolations(page, 'main')).toEqual([]);

    // Remove keeps the other ad, in the address and in this browser's list.
    await page
      .getByRole('button', { name: 'Remove Honda Dio DX, first owner from the comparison' })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=yamaha-ray-zr-2021-gampaha$/);
    await expect(page.getByRole('columnheader')).toHaveCount(1);
  } finally {
    await buyer.close();
  }
});

test('saved ads another browser posted are fetched from the server; unknown ones say they are gone', async ({
  browser,
  request,
}) => {
  const model = `Sv${Date.now().toString(36)}`;
  const id = await publish(request, {
    type: 'sport',
    make: 'Yamaha',
    model,
    year: '2021',
    price: '735000',
    location: 'Galle',
  });

  const buyer = await browser.newContext({ baseURL: server.url });
  try {
    await buyer.addInitScript(
      (ids) => localStorage.setItem('bikebazaar.saved_v1', JSON.stringify(ids)),
      ['never-posted-here', id],
    );
    const page = await buyer.newPage();
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 2, name: `Yamaha ${model}` })).toBeVisible();
    await expect(page.getByText('Rs: 735,000')).toBeVisible();
    await expect(page.getByText('This ad is no longer available.', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Saved ads: 2' }),
    ).toBeVisible();
  } finally {
    await buyer.close();
  }
});
