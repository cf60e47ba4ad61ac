import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { test } from '../fixtures';

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

export async function startServer(
  port: number,
  dataDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DIST_DIR: process.env.DIST_DIR || 'dist',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/is running at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A migrated, seeded data folder made once per run by starting and stopping a real server (so it
 * is exactly what a first start makes); null without the global setup's folder. A fresh
 * database is initdb in WASM, 10-15 s per server; a copy takes well under one.
 */
async function dataTemplate(port: number): Promise<string | null> {
  const root = process.env.E2E_PGLITE_TEMPLATE;
  if (!root) return null;
  const data = join(root, 'data');
  const ready = join(root, 'ready');
  try {
    mkdirSync(join(root, 'lock'));
  } catch {
    // Another worker is making it.
    for (let waited = 0; !existsSync(ready); waited += 250) {
      if (waited > 150_000) throw new Error('the data template was never made');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return data;
  }
  const server = await startServer(port, data);
  await server.stop();
  writeFileSync(ready, '');
  return data;
}

/** A new data folder: a copy of the run's template when there is one. */
async function newDataDir(port: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-'));
  const template = await dataTemplate(port);
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** One server per test file, on a fresh embedded database; `portOffset` keeps files apart. */
export function serverForThisFile(portOffset: number, env: Record<string, string> = {}) {
  test.describe.configure({ mode: 'default' });
  const port =
    Number(process.env.PORT || 4173) + portOffset + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  let running: RunningServer | null = null;
  const current = () => {
    if (!running) throw new Error('The server for this file is not running');
    return running;
  };
  test.beforeAll(async () => {
    // Making the run's data template takes 10-15 s, more on a busy 2-core machine.
    test.setTimeout(200_000);
    running = await startServer(port, await newDataDir(port), env);
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
    async restart() {
      const { dataDir } = current();
      await current().stop();
      running = await startServer(port, dataDir, env);
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
