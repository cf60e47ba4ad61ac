import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// The Spare Parts and Biker Gear views on the server: live ads, their filters
// in the URL, "Fits my bike", the helmet's SLS warning and filter, further pages, and a first
// page that the app hydrates in place.
const server = serverForThisFile({ POST_RATE_LIMIT: '200' });
// Every ad posted here has this word in its title: the lists search for it, so the demo's sample
// ads (in the data template) stay out of the counts.
const WORD = 'zorbo';

let serial = 0;
async function postItem(request: APIRequestContext, ad: Record<string, unknown>) {
  serial += 1;
  const common = {
    title: '',
    price: '2500',
    negotiable: false,
    brand: '',
    description: '',
    location: 'Kandy',
    phone: `0773${String(serial).padStart(6, '0')}`,
    heroUrl: '',
    galleryUrls: '',
  };
  const response = await request.post(`${server.url}/api/items`, {
    multipart: { ad: JSON.stringify({ ...common, ...ad }) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const part = (title: string, brand: string, fit: Record<string, unknown>) => ({
  kind: 'part',
  category: 'brakes',
  condition: 'new',
  title,
  brand,
  partNumber: '',
  carriesNumber: false,
  papersConfirmed: false,
  ...fit,
});
const gear = (title: string, fields: Record<string, unknown>) => ({
  kind: 'gear',
  category: 'helmets',
  condition: 'used',
  title,
  brand: 'Studds',
  price: '12000',
  size: 'M',
  helmetCm: '',
  helmetType: 'full',
  slsMark: 'no',
  ...fields,
});

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await postItem(
    request,
    part('Brake pads, Pulsar zorbo', 'Bajaj', {
      fitsAnyBike: false,
      fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
    }),
  );
  await postItem(
    request,
    part('Dio drive belt zorbo', 'Honda', {
      fitsAnyBike: false,
      fitment: [{ make: 'Honda', model: 'Dio', yearFrom: '', yearTo: '' }],
    }),
  );
  await postItem(
    request,
    part('Handlebar mirror zorbo', 'TVS', { fitsAnyBike: true, fitment: [] }),
  );
  // 24 pairs of gloves: with the two helmets, one more than a page.
  for (let n = 1; n <= 24; n += 1) {
    await postItem(
      request,
      gear(`Gloves ${n} zorbo`, { category: 'gloves', helmetType: '', slsMark: '' }),
    );
  }
  await postItem(request, gear('Helmet without the mark zorbo', { slsMark: 'no' }));
  await postItem(request, gear('Helmet with the mark zorbo', { slsMark: 'yes', price: '18000' }));
});

const count = (page: Page) => page.locator('.catalog-count');

test('a buyer filters parts by brand in a shareable URL, sets My bike and finds the parts listed for it', async ({
  page,
  consoleErrors,
}) => {
  // The first card the server sent is still the one shown once the app is live (no swap).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { sent: Element | null }).sent = document.querySelector('article');
      }
    });
  });
  await page.goto(`${server.url}/?view=spare-parts&q=${WORD}`);
  await expect(count(page)).toHaveText('3 items');
  expect(
    await page.evaluate(
      () =>
        document.querySelector('article') !== null &&
        document.querySelector('article') === (window as unknown as { sent: Element }).sent,
    ),
  ).toBe(true);
  // Newest first; each card opens its ad's page.
  await expect(page.getByRole('article').first()).toContainText('Handlebar mirror zorbo');
  await expect(page.getByRole('link', { name: 'Brake pads, Pulsar zorbo' })).toHaveAttribute(
    'href',
    /^\/item\/part-brake-pads-pulsar-/,
  );

  await page.getByLabel('Brand').selectOption('Honda');
  await expect(count(page)).toHaveText('1 item');
  await expect(page).toHaveURL(/\?view=spare-parts&brand=Honda&q=zorbo$/);
  await page.reload();
  await expect(count(page)).toHaveText('1 item');
  await expect(page.getByRole('article')).toContainText('Dio drive belt zorbo');
  await page.getByLabel('Brand').selectOption('');
  await expect(count(page)).toHaveText('3 items');

  await page.getByRole('button', { name: 'Set my bike' }).click();
  await page.getByLabel('Make', { exact: true }).fill('Bajaj');
  await page.getByLabel('Model', { exact: true }).fill('Pulsar 150');
  await page.getByLabel('Year', { exact: true }).fill('2018');
  await page.getByRole('button', { name: 'Save my bike' }).click();
  const fits = page.getByRole('checkbox', { name: 'Fits my Pulsar 150 (2018)' });
  await expect(fits).toBeChecked();
  await expect(count(page)).toHaveText('2 items');
  await expect(page.getByText('Dio drive belt zorbo')).toHaveCount(0);
  await expect(page.getByText('Listed for your Pulsar 150 (2018)')).toHaveCount(2);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The bike is kept: another visit offers it, with each card's answer.
  await page.goto(`${server.url}/?view=spare-parts&q=${WORD}`);
  await expect(count(page)).toHaveText('3 items');
  await expect(fits).not.toBeChecked();
  const belt = page.getByRole('article').filter({ hasText: 'Dio drive belt zorbo' });
  await expect(belt).toContainText('Not listed for your Pulsar 150 (2018)');
  await fits.check();
  await expect(count(page)).toHaveText('2 items');
  await expect(page).toHaveURL(/fit=Bajaj%7CPulsar\+150%7C2018/);
  expect(consoleErrors).toEqual([]);
});

test('opened from the header in the app, the views list live ads too', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${server.url}/`);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Biker Gear' })
    .click();
  await expect(page).toHaveURL(/\/\?view=biker-gear$/);
  await page.getByRole('searchbox', { name: 'Search gear' }).fill(WORD);
  await expect(count(page)).toHaveText('26 items');
  await expect(
    page.getByRole('article').filter({ hasText: 'Helmet without the mark zorbo' }),
  ).toContainText('No SLS mark: not for road use in Sri Lanka');
  expect(consoleErrors).toEqual([]);
});

test('in Sinhala a helmet without the SLS mark says so; SLS-only narrows to marked helmets; More ads brings the next page in place', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${server.url}/si/?view=biker-gear&q=${WORD}`);
  await expect(count(page)).toHaveText('අයිතම 26ක්');
  await expect(page.getByRole('article')).toHaveCount(24);
  const unmarked = page.getByRole('article').filter({ hasText: 'Helmet without the mark zorbo' });
  await expect(unmarked).toContainText('SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await appReady(page);
  await page.getByRole('link', { name: 'තවත් දැන්වීම්' }).click();
  await expect(page.getByRole('article')).toHaveCount(26);
  await expect(page).toHaveURL(/\?view=biker-gear&q=zorbo$/);
  await expect(page.getByRole('link', { name: 'තවත් දැන්වීම්' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'SLS සලකුණ ඇති හෙල්මට් පමණක්' }).check();
  await expect(count(page)).toHaveText('අයිතම 1ක්');
  await expect(page.getByRole('article')).toContainText('Helmet with the mark zorbo');
  await expect(page).toHaveURL(/category=helmets&sls=1&q=zorbo/);
  await expect(page.getByRole('button', { name: 'හෙල්මට්', pressed: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
