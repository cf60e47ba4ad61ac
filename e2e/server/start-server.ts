import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the marketplace server on `port`, or with 0 on a free port the kernel picks: the server
 * prints the port it got in its start line, and names it in its links (server/app.ts).
 */
export async function startServer(
  port: number,
  dataDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-'));
  // The global setup's bundle of server/main.ts when there is one (e2e/server/server-bundle.ts).
  const bundle = process.env.E2E_SERVER_BUNDLE;
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DIST_DIR: process.env.DIST_DIR || 'dist',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SAMPLE_ADS: 'true',
      // No push job: a browser's subscription in a test names a real push service's host.
      ALERTS_INTERVAL_SECONDS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /is running at (http:\/\/[^/\s]+)\//.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
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
    url,
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
 * A migrated, seeded data folder, made once per run by starting and stopping a real server (so it
 * is exactly what a first start makes). A fresh database is initdb in WASM, 10-15 s per server on
 * a busy machine; a copy takes well under one. The global setup starts it while the first specs
 * run, so the server specs find it made.
 */
export async function makeDataTemplate(root: string): Promise<void> {
  try {
    const server = await startServer(0, join(root, 'data'));
    await server.stop();
    writeFileSync(join(root, 'ready'), '');
  } catch (error) {
    writeFileSync(join(root, 'failed'), String(error));
  }
}

/** The run's template folder, once made; null without the global setup's folder. */
export async function dataTemplate(): Promise<string | null> {
  const root = process.env.E2E_PGLITE_TEMPLATE;
  if (!root) return null;
  const failure = join(root, 'failed');
  for (let waited = 0; !existsSync(join(root, 'ready')); waited += 250) {
    if (existsSync(failure)) {
      throw new Error(`the data template was never made: ${readFileSync(failure, 'utf8')}`);
    }
    if (waited > 150_000) throw new Error('the data template was never made: timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return join(root, 'data');
}
