// Measures the JavaScript a phone fetches on `/` until the network is quiet (no request for
// 500 ms after the load event): every script response the browser context sees (page and
// service worker), gzip level 9 of its body. BikeBot and the service worker wait for idle time
// after the load, so they are not part of it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export async function measureHomeJs(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const pending = [];
    context.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type)) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            path: new URL(response.url()).pathname,
            bytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter(Boolean);
    const unique = [...new Map(files.map((file) => [file.path, file])).values()];
    return { totalBytes: unique.reduce((sum, file) => sum + file.bytes, 0), files: unique };
  } finally {
    await browser.close();
  }
}
