import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { test } from '../fixtures';
import { dataTemplate, startServer, type RunningServer } from './start-server';

/** A new data folder: a copy of the run's template when there is one. */
async function newDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-'));
  const template = await dataTemplate();
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** One server per test file, on a fresh embedded database and a free port. */
export function serverForThisFile(env: Record<string, string> = {}) {
  test.describe.configure({ mode: 'default' });
  let running: RunningServer | null = null;
  const current = () => {
    if (!running) throw new Error('The server for this file is not running');
    return running;
  };
  test.beforeAll(async () => {
    // The run's data template may still be in the making (10-15 s on a busy 2-core machine).
    test.setTimeout(200_000);
    running = await startServer(0, await newDataDir(), env);
  });
  test.afterAll(async () => {
    if (!running) return;
    await running.stop();
    removeDataDir(running.dataDir);
  });
  return {
    get url() {
      return current().url;
    },
    /** Stops the server mid-file: the site is unreachable (the folder goes when the file ends). */
    async stop() {
      await current().stop();
    },
    /** Stops the server and starts it again on the same data folder and port (the pages' origin). */
    async restart() {
      const { dataDir, url } = current();
      await current().stop();
      running = await startServer(Number(new URL(url).port), dataDir, env);
    },
  };
}

export async function phoneContext(browser: Browser, baseURL: string, lang: 'en' | 'si' | 'ta') {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  await context.addInitScript((l) => localStorage.setItem('bikebazaar.language_v1', l), lang);
  return context;
}
