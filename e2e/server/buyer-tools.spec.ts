import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// The fair-price badge and the leasing calculator are part of the ad page the server renders:
// a visitor without JavaScript (or a search engine) reads them in the raw HTML.
const PASSWORD = 'leasing rules moderator pass';
const server = serverForThisFile(380, { POST_RATE_LIMIT: '100', ADMIN_PASSWORD: PASSWORD });

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
