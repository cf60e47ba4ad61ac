import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile(320);

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
