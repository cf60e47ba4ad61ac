import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { startStaticHost } from './static-host';

// Playwright's offline mode does not reach the service worker's own fetches (microsoft/playwright
// #2311): "offline" here means the app's own server is stopped after the first visit.
export async function waitForServiceWorker(page: Page) {
  // Registration waits for an idle moment; `ready` resolves once precaching has finished.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/**
 * Waits until the worker is in charge of the page, without a reload, and has kept every file the
 * page loaded before it was (src/app/pwa-keep-page.ts): a first visitor's page.
 */
export async function waitForPageKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin)
            .filter((url) => /^\/(assets|images|fonts)\//.test(url.pathname));
          // Precached files are kept under their revision (?__WB_REVISION__=…).
          const kept = await Promise.all(
            files.map((url) => caches.match(url.href, { ignoreSearch: true })),
          );
          return files.filter((_, i) => !kept[i]).map((url) => url.pathname);
        }),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/**
 * Opens pages online as a first-time visitor does (`visit`, from a fresh profile), then stops
 * the app's server. Returns the app's address: whatever still opens there comes from the worker.
 */
export async function visitThenGoOffline(
  context: BrowserContext,
  visit: (base: string) => Promise<void>,
): Promise<string> {
  const host = await startStaticHost();
  try {
    await visit(host.base);
  } finally {
    await host.stop();
  }
  await context.setOffline(true);
  return host.base;
}
