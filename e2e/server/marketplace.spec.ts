import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile();

async function drawJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0f766e';
    ctx.fillRect(0, 0, 1200, 900);
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(300, 200, 600, 500);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('an ad posted in one browser is found, with its photo and WhatsApp link, in another — also after a restart', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const model = `Zx${Date.now().toString(36)}`;
  const seller = await browser.newContext({ baseURL: server.url });
  const buyer = await browser.newContext({ baseURL: server.url });
  try {
    const page = await seller.newPage();
    await page.goto('/post-ad');
    await page.getByLabel(/^Category/).selectOption('sport');
    await page.getByLabel(/^Make/).fill('Yamaha');
    await page.getByLabel(/^Model \*/).fill(model);
    await page.getByLabel(/^Model year/).fill('2021');
    await page.getByLabel(/^Location/).fill('Galle');
    await page.getByLabel(/^Phone/).fill('071 234 5678');
    await page.getByLabel(/^Price/).fill('735000');
    await page.getByLabel('Main photo', { exact: true }).setInputFiles({
      name: 'bike.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawJpeg(page),
    });
    await expect(page.getByRole('img', { name: 'Main photo preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Ad' }).click();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/every visitor can now find it/)).toBeVisible();

    const look = await buyer.newPage();
    await look.goto('/');
    const featured = look.getByRole('region', { name: 'Featured listings' });
    await expect(featured.getByRole('article').first()).toContainText(model);
    await expect(featured.getByRole('article')).toHaveCount(4);

    await look.goto('/browse/sport');
    // The list is server-rendered: Apply works once the app is live.
    await appReady(look);
    await look.getByLabel('Keyword').fill(model.toLowerCase());
    await look.getByRole('button', { name: 'Apply filters' }).click();
    await expect(look.getByRole('status').first()).toHaveText('1 Sport for sale in Sri Lanka');
    const card = look.getByRole('listitem').filter({ hasText: model });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: /Find out more/ }).click();

    await expect(look.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
    const photo = look.locator('main img[src^="/photos/"]').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const whatsapp = look.getByRole('link', { name: 'Chat with Owner' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/94712345678/);
    const adUrl = look.url();

    // The server restarts on the same data folder: the ad is still there for the buyer.
    await server.restart();
    await look.goto(adUrl);
    await expect(look.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
    await expect(look.locator('main img[src^="/photos/"]').first()).toBeVisible();
  } finally {
    await seller.close();
    await buyer.close();
  }
});

test('a long list loads its next pages as the visitor scrolls, up to the last ad', async ({
  page,
}) => {
  // Every ad, a page of 60 at a time (the demo alone has more than 60).
  type Page = { total: number; items: { id: string }[]; nextCursor: string | null };
  const all: Page = { total: 0, items: [], nextCursor: null };
  let cursor: string | null = '';
  while (cursor !== null) {
    const url = `${server.url}/api/vehicles?type=all&limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const next = (await (await page.request.get(url)).json()) as Page;
    all.total = next.total;
    all.items.push(...next.items);
    cursor = next.nextCursor;
  }
  // More than two of the server's pages of 24, so the list needs at least two more.
  expect(all.total).toBeGreaterThan(48);
  expect(all.items).toHaveLength(all.total);
  const lastId = all.items.at(-1)!.id;

  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vehicles?')) pages.push(request.url());
  });
  await page.goto(`${server.url}/browse/all`);
  await expect(page.getByRole('status').first()).toHaveText(
    new RegExp(`^${all.total} .* for sale in Sri Lanka$`),
  );
  const lastCard = page.locator(`main a[href="/vehicle/${encodeURIComponent(lastId)}"]`).first();
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(lastCard).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(pages.filter((url) => url.includes('cursor=')).length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Loading more ads')).toHaveCount(0);
});

test('posting the same ad twice is refused plainly at the field; the hidden trap stays hidden', async ({
  page,
}) => {
  const model = `Twice${Date.now().toString(36)}`;
  await page.goto(`${server.url}/post-ad`);
  const trap = page.locator('input[name=website]');
  await expect(trap).toHaveCount(1);
  await expect(trap).not.toBeInViewport();
  for (let round = 0; round < 2; round += 1) {
    await page.getByLabel(/^Make/).fill('Bajaj');
    await page.getByLabel(/^Model \*/).fill(model);
    await page.getByLabel(/^Model year/).fill('2020');
    await page.getByLabel(/^Location/).fill('Kandy');
    await page.getByLabel(/^Phone/).fill('076 555 1234');
    await page.getByLabel(/^Price/).fill('510000');
    await page.getByRole('button', { name: 'Post Ad' }).click();
    if (round === 0) {
      await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Another' }).click();
    }
  }
  const message =
    'You posted this ad (same phone, make, model and price) in the last 24 hours: it is already online.';
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page.getByLabel(/^Model \*/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toHaveCount(0);
});

test('the server serves each language prerendered, and sends / to the remembered language', async ({
  browser,
  request,
}) => {
  for (const [url, lang, h1] of [
    ['/si/browse/scooters', 'si', 'ස්කූටර්'],
    ['/ta/post-ad', 'ta', 'உங்கள் வாகனத்தை விற்பனை செய்யுங்கள்'],
    ['/browse/scooters', 'en', 'Scooters'],
  ] as const) {
    const html = await (await request.get(`${server.url}${url}`)).text();
    expect(html, url).toContain(`<html lang="${lang}">`);
    expect(html, url).toContain('<meta name="app-api" content="/api">');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], url).toBe(h1);
  }

  const plain = await request.get(`${server.url}/`, { maxRedirects: 0 });
  expect(plain.status()).toBe(200);

  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    // Opening a Tamil page remembers Tamil (storage and cookie)…
    await page.goto('/ta/browse/sport');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const languageCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'bikebazaar_lang')?.value;
    await expect.poll(languageCookie).toBe('ta');
    // …so the server answers `/` with a redirect, before any English HTML.
    const documents: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') {
        documents.push({ url: new URL(response.url()).pathname, status: response.status() });
      }
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/ta\/$/);
    expect(documents).toEqual([
      { url: '/', status: 302 },
      { url: '/ta/', status: 200 },
    ]);
    // Choosing English is kept: `/` stays English.
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(languageCookie).toBe('en');
  } finally {
    await context.close();
  }
});
