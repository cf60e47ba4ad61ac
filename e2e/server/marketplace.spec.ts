import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { removeDataDir, startServer, type RunningServer } from './run-server';

// One server for this file (its tests run in order in one worker), restarted by the test that
// checks ads survive it.
test.describe.configure({ mode: 'default' });
const PORT = 4190 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer(PORT);
});
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** A small JPEG drawn in the page, as a phone camera would hand it over. */
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
    // Seller: posts an ad with a photo.
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

    // Buyer: another browser, no ads of its own, finds it with the keyword filter.
    const look = await buyer.newPage();
    await look.goto('/browse/sport');
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
    await server.stop();
    server = await startServer(PORT, server.dataDir);
    await look.goto(adUrl);
    await expect(look.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
    await expect(look.locator('main img[src^="/photos/"]').first()).toBeVisible();
  } finally {
    await seller.close();
    await buyer.close();
  }
});

test('served by the server, every page says so and a static page still works without it', async ({
  page,
}) => {
  const response = await page.request.get(`${server.url}/`);
  expect(await response.text()).toContain('<meta name="app-api" content="/api">');
  expect(response.headers()['content-security-policy']).toContain("connect-src 'self'");
  await page.goto(`${server.url}/browse/scooters`);
  await expect(page.getByRole('status').first()).toHaveText(/\d+ Scooters for sale in Sri Lanka/);
});
