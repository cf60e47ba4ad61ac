import { spawn, type ChildProcess } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Playwright's offline mode does not reach the service worker's own fetches (microsoft/playwright
// #2311): "offline" here means the app's own server is stopped after the first visit.
export async function startServer(port: number): Promise<ChildProcess> {
  const dir = process.env.DIST_DIR || 'dist';
  const server = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    server.stdout!.once('data', () => resolve());
  });
  return server;
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

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
  portOffset: number,
  parallelIndex: number,
  visit: (base: string) => Promise<void>,
): Promise<string> {
  const port = Number(process.env.PORT || 4173) + portOffset + parallelIndex;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    await visit(base);
  } finally {
    await stopServer(server);
  }
  await context.setOffline(true);
  return base;
}
