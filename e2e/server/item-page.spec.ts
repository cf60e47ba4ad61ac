import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// The page of a spare part and of a helmet (`/item/:id`), opened in a browser on the server.
const server = serverForThisFile({ PUBLIC_URL: 'https://bikebazaar.example' });

const common = {
  description: 'Genuine.\nHardly used.',
  phone: '0771234567',
  negotiable: false,
  heroUrl: '',
  galleryUrls: '',
};

const brakePads = {
  ...common,
  kind: 'part',
  title: 'Brake pads (front), Pulsar',
  category: 'brakes',
  condition: 'new',
  brand: 'Bajaj',
  price: '2500',
  location: 'Kandy',
  partNumber: 'JF-151',
  fitsAnyBike: false,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
  carriesNumber: false,
  papersConfirmed: false,
};

const helmet = {
  ...common,
  kind: 'gear',
  title: 'Full-face helmet, barely used',
  category: 'helmets',
  condition: 'used',
  brand: 'Studds',
  price: '12000',
  location: 'Colombo',
  phone: '0712345678',
  size: 'M',
  helmetCm: '58',
  helmetType: 'full',
  slsMark: 'no',
};

async function post(request: APIRequestContext, ad: object) {
  const response = await request.post(`${server.url}/api/items`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; manageToken: string };
}

test('a part page: its fitment, Call and WhatsApp, Save, Share, and its language switch', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const ad = await post(context.request, brakePads);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    const response = await page.goto(`/item/${ad.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      'Brake pads (front), Pulsar – Rs. 2,500 – Kandy | BikeBazaar Sri Lanka',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brake pads (front), Pulsar');
    await expect(page.getByText('Rs. 2,500', { exact: true })).toBeVisible();
    const fits = page.getByRole('region', { name: 'Fits these bikes' });
    await expect(fits.getByRole('listitem')).toHaveText('Bajaj Pulsar 150 2012–2020');
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+94771234567',
    );
    await expect(page.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/94771234567/,
    );
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `https://bikebazaar.example/item/${ad.id}`,
    );
    await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
    // The app hydrates from the page's data: it asks nothing more about the ad.
    expect(asked.filter((url) => url.includes('/api/items/'))).toEqual([]);

    // Save keeps it in this browser's saved list, across a reload.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Share: WhatsApp with the page's own address; the copy button copies it.
    const share = page.getByRole('region', { name: 'Share this ad' });
    await expect(share.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/item/${ad.id}`)),
    );

    // Report this ad opens its dialog.
    await page.getByRole('button', { name: 'Report this ad' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The language switch keeps the page: Sinhala, then Tamil, with their prices and texts.
    await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
    await expect(page).toHaveURL(new RegExp(`/si/item/${ad.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('heading', { name: 'ගැළපෙන බයික්' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page).toHaveURL(new RegExp(`/ta/item/${ad.id}$`));
    await expect(page.getByText('ரூ. 2,500', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'பொருந்தும் பைக்குகள்' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a helmet page on a phone warns of the missing SLS mark in each language', async ({
  browser,
  request,
}) => {
  const ad = await post(request, helmet);
  for (const [lang, prefix, warning] of [
    ['en', '', 'No SLS mark: not for road use in Sri Lanka'],
    ['si', '/si', 'SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ'],
    ['ta', '/ta', 'SLS முத்திரை இல்லை: இலங்கையில் வீதிப் பாவனைக்கு அல்ல'],
  ] as const) {
    const context = await phoneContext(browser, server.url, lang);
    try {
      const page = await context.newPage();
      const response = await page.goto(`${prefix}/item/${ad.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('note')).toHaveText(warning);
      await expect(page.getByRole('link', { name: /^(Call|අමතන්න|அழைக்க)$/ })).toHaveAttribute(
        'href',
        'tel:+94712345678',
      );
      // Nothing is wider than the phone.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  }
});

test('an unknown id is a 404 page, and a removed ad a 410', async ({ page, request }) => {
  const unknown = await page.goto(`${server.url}/item/part-nothing-1`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad not found' })).toBeVisible();
  const missing = await request.get(`${server.url}/api/items/part-nothing-1`);
  expect(missing.status()).toBe(404);

  const ad = await post(request, { ...brakePads, title: 'Removed pads', phone: '0779990001' });
  const removed = await request.delete(`${server.url}/api/items/${ad.id}`, {
    headers: { authorization: `Bearer ${ad.manageToken}` },
  });
  expect(removed.status()).toBe(200);
  const gone = await page.goto(`${server.url}/si/item/${ad.id}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'මේ දැන්වීම ඉවත් කර ඇත' })).toBeVisible();
});
