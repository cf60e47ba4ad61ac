import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile({ PUBLIC_URL: 'https://bikebazaar.example' });

let serial = 0;

function adFields(fields: Record<string, string>) {
  serial += 1;
  return {
    type: 'scooters',
    condition: 'Used',
    title: '',
    make: 'Honda',
    model: `Dio${Date.now().toString(36)}`,
    year: '2021',
    registerYear: '',
    price: '450000',
    negotiable: false,
    mileageKm: '12000',
    engineCapacityCc: '110',
    transmission: '',
    fuelType: '',
    color: 'Red',
    description: 'One owner.\nNew tyres.',
    location: 'Kandy',
    phone: `0771234${String(serial).padStart(3, '0')}`,
    heroUrl: '',
    galleryUrls: '',
    ...fields,
  };
}

async function publish(request: APIRequestContext, fields: Record<string, string> = {}) {
  const response = await request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(adFields(fields)) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string; manageToken: string };
}

test('a published ad reads whole with JavaScript off, in its language', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const ad = await publish(context.request);
    const page = await context.newPage();
    const response = await page.goto(`/vehicle/${ad.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
    await expect(page.getByText('Rs: 450,000').first()).toBeVisible();
    await expect(page.getByText('12,000 km')).toBeVisible();
    await expect(page.getByText(/One owner\.\s+New tyres\./)).toBeVisible();
    await expect(page.getByText('Kandy').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
    await expect(page).toHaveTitle(`${ad.title} – Rs: 450,000 – Kandy | BikeBazaar Sri Lanka`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `https://bikebazaar.example/vehicle/${ad.id}`,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { offers: { price: number; priceCurrency: string } };
    expect(jsonLd.offers).toMatchObject({ price: 450000, priceCurrency: 'LKR' });
    // Its own link-preview image, on the public address, small enough for WhatsApp.
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(image).toMatch(
      new RegExp(`^https://bikebazaar\\.example/previews/${ad.id}/en-\\w+\\.jpg$`),
    );
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    const preview = await context.request.get(
      image.replace('https://bikebazaar.example', server.url),
    );
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    expect((await preview.body()).length).toBeLessThan(300 * 1024);

    const sinhala = await page.goto(`/si/vehicle/${ad.id}`);
    expect(sinhala?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("without scripts a list shows each card's photo once, in its place of the waiting box", async ({
  browser,
}) => {
  const plain = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  try {
    const html = await plain.newPage();
    await html.goto('/browse/scooters');
    for (const title of ['Honda Dio DX, first owner', 'Yamaha Ray ZR 125']) {
      const photo = html.getByRole('img', { name: title, exact: true });
      await expect(photo).toHaveCount(1);
      await expect(photo).toBeVisible();
    }
    await expect(html.locator('.photo-after-paint').first()).toBeHidden();
  } finally {
    await plain.close();
  }
});

const SAMPLE_NOTE = 'A sample listing: its phone number is only an example.';

test("a seeded sample ad's page says its phone is an example, as HTML and once live", async ({
  browser,
  page,
  request,
}) => {
  const plain = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const html = await plain.newPage();
    await html.goto('/vehicle/honda-dio-2022-colombo');
    await expect(html.getByRole('link', { name: 'Call' })).toBeVisible();
    await expect(html.getByText(SAMPLE_NOTE)).toBeVisible();
  } finally {
    await plain.close();
  }
  await page.goto(`${server.url}/vehicle/honda-dio-2022-colombo`);
  await expect(page.getByText(SAMPLE_NOTE)).toBeVisible();
  // Opened from a list inside the app, with no page data: the ad itself says it is a sample.
  await page.goto(`${server.url}/browse/scooters?q=dio`);
  await page.locator('a[href="/vehicle/honda-dio-2022-colombo"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Dio/ })).toBeVisible();
  await expect(page.getByText(SAMPLE_NOTE)).toBeVisible();
  // A visitor's ad is no sample.
  const ad = await publish(request);
  await page.goto(`${server.url}/vehicle/${ad.id}`);
  await expect(page.getByRole('link', { name: 'Call' })).toBeVisible();
  await expect(page.getByText(SAMPLE_NOTE)).toHaveCount(0);
});

test('the app hydrates the rendered ad without asking the server again', async ({
  page,
  consoleErrors,
}) => {
  const ad = await publish(page.request);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vehicles')) asked.push(request.url());
  });
  await page.goto(`${server.url}/vehicle/${ad.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
  // Live: the Save button works, and nothing was fetched for the ad or re-rendered.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('unknown ads answer 404 and removed ones 410, each with its page; other paths redirect', async ({
  page,
  request,
}) => {
  const missing = await page.goto(`${server.url}/vehicle/no-such-ad-here`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();

  const ad = await publish(request);
  const removed = await request.delete(`${server.url}/api/vehicles/${ad.id}`, {
    headers: { authorization: `Bearer ${ad.manageToken}` },
  });
  expect(removed.status()).toBeLessThan(300);
  const gone = await page.goto(`${server.url}/ta/vehicle/${ad.id}`);
  expect(gone?.status()).toBe(410);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');

  const redirect = await request.get(`${server.url}/si/no/such/page`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('/si/');
});

test("a list's raw HTML holds the server's ads, and a card's photo and title open the ad", async ({
  page,
  request,
}) => {
  const ad = await publish(request, {
    make: 'Bajaj',
    price: '390000',
    heroUrl: 'https://photos.example/bajaj.jpg',
  });
  const html = await (await request.get(`${server.url}/browse/scooters?make=Bajaj`)).text();
  expect(html).toContain(ad.title);
  await page.goto(`${server.url}/browse/scooters?make=Bajaj`);
  const card = page.getByRole('article').filter({ hasText: ad.title });
  await card.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(new RegExp(`/vehicle/${ad.id}$`));
  await page.goBack();
  await page.getByRole('link', { name: ad.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
});

test('the WhatsApp share button sends the ad address to WhatsApp', async ({ page, request }) => {
  const ad = await publish(request);
  await page.goto(`${server.url}/vehicle/${ad.id}`);
  const share = page.getByRole('link', { name: /Share on WhatsApp/ });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href)).toContain(`/vehicle/${ad.id}`);
});

test('a cached ad page follows an edit, a sale and a deletion at once, for every visitor', async ({
  playwright,
}) => {
  const owner = await playwright.request.newContext();
  const buyer = await playwright.request.newContext();
  try {
    const model = `Cache${Date.now().toString(36)}`;
    const ad = await publish(owner, { model });
    const url = `${server.url}/vehicle/${ad.id}`;
    const first = await buyer.get(url);
    expect(first.status()).toBe(200);
    const etag = first.headers().etag!;
    expect(first.headers()['cache-control']).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate/,
    );
    const again = await buyer.get(url, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);

    const auth = { authorization: `Bearer ${ad.manageToken}` };
    const edited = await owner.put(`${server.url}/api/vehicles/${ad.id}`, {
      headers: auth,
      multipart: { ad: JSON.stringify(adFields({ model, price: '420000' })) },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const afterEdit = await buyer.get(url, { headers: { 'if-none-match': etag } });
    expect(afterEdit.status()).toBe(200);
    expect(await afterEdit.text()).toContain('Rs: 420,000');

    expect(
      (await owner.post(`${server.url}/api/vehicles/${ad.id}/sold`, { headers: auth })).ok(),
    ).toBe(true);
    const sold = await (await buyer.get(url)).text();
    expect(sold).toContain('This vehicle has been sold');
    expect(sold).not.toContain('Chat with Owner');

    expect(
      (await owner.delete(`${server.url}/api/vehicles/${ad.id}`, { headers: auth })).ok(),
    ).toBe(true);
    expect((await buyer.get(url)).status()).toBe(410);
  } finally {
    await owner.dispose();
    await buyer.dispose();
  }
});
