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

/** Returns the app's address: whatever still opens there comes from the worker. */
export async function visitOnceThenGoOffline(
  page: Page,
  context: BrowserContext,
  portOffset: number,
  parallelIndex: number,
): Promise<string> {
  const port = Number(process.env.PORT || 4173) + portOffset + parallelIndex;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
  } finally {
    await stopServer(server);
  }
  await context.setOffline(true);
  return base;
}
