import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { adminQuery, databaseUrl as testDatabaseUrl } from './global-setup';

/** A small fake build: pages, shell, a hashed asset and build metadata that must stay hidden. */
export function writeFakeDist(dir: string): string {
  const html = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body></body></html>`;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'browse', 'scooters'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html('Home'));
  writeFileSync(join(dir, 'shell.html'), html('Shell'));
  writeFileSync(join(dir, 'browse', 'scooters', 'index.html'), html('Scooters'));
  // Language in the URL: the Sinhala twins.
  mkdirSync(join(dir, 'si', 'browse', 'scooters'), { recursive: true });
  writeFileSync(join(dir, 'si', 'index.html'), html('Sinhala home'));
  writeFileSync(join(dir, 'si', 'browse', 'scooters', 'index.html'), html('Sinhala scooters'));
  // Scripts come precompressed from the build, as scripts/vite-plugins/precompress.ts writes them.
  const script = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  };
  script('assets/index-abc123.js', 'console.log("app");'.repeat(50));
  script('sw.js', 'self.addEventListener("fetch", () => {});'.repeat(30));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}

/**
 * Where a test file's data lives: a temporary folder (photos, PGlite) and, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a database there, dropped by `dispose`. The
 * database starts migrated and seeded, as a copy of the run's template; `fresh` gives one never
 * migrated (a clean start, a restore target).
 */
export async function createTestEnv({ fresh = false }: { fresh?: boolean } = {}) {
  // The PostgreSQL run leaves `*.pure.test.ts` files out (vitest.server.config.ts).
  if (expect.getState().testPath?.endsWith('.pure.test.ts')) {
    throw new Error('A *.pure.test.ts file opens no database: rename it *.test.ts to open one.');
  }
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-test-'));
  const serverUrl = process.env.DB_ENGINE === 'pglite' ? '' : (process.env.TEST_DATABASE_URL ?? '');
  let databaseUrl: string | null = null;
  let dbName = '';
  if (serverUrl) {
    dbName = `bikebazaar_test_${randomBytes(6).toString('hex')}`;
    const template = fresh ? '' : inject('postgresTemplate');
    await adminQuery(
      serverUrl,
      `CREATE DATABASE ${dbName}${template ? ` TEMPLATE ${template}` : ''}`,
    );
    databaseUrl = testDatabaseUrl(serverUrl, dbName);
  }
  const distDir = writeFakeDist(join(dir, 'dist'));
  const template = inject(fresh ? 'pgliteEmpty' : 'pgliteTemplate');
  if (!databaseUrl && template) cpSync(template, join(dir, 'data', 'db'), { recursive: true });

  function config(overrides: Partial<Config> = {}, limits: Partial<Config['limits']> = {}): Config {
    const base = loadConfig({});
    return {
      ...base,
      dataDir: join(dir, 'data'),
      distDir,
      databaseUrl,
      logLevel: 'silent',
      listCacheSeconds: 0,
      // Most tests read the sample ads, as the demo shows them.
      sampleAds: true,
      // A test's own PUBLIC_URL stays, as a server's does.
      publicUrlIsOwn: overrides.publicUrl === undefined,
      ...overrides,
      // Spam limits off unless a test sets them: most tests post the same ad many times.
      limits: {
        ...base.limits,
        postsPerWindow: 10_000,
        postsPerPhonePerDay: 10_000,
        duplicateWindowMs: 0,
        photoConcurrency: 2,
        ...limits,
      },
    };
  }

  return {
    dir,
    engine: databaseUrl ? ('postgres' as const) : ('pglite' as const),
    config,
    open: (overrides?: Partial<Config>, limits?: Partial<Config['limits']>): Promise<App> =>
      buildApp(config(overrides, limits)),
    async dispose() {
      if (serverUrl && dbName) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The production build: its renderer draws ad, list and compare pages (`npx vite build`). */
export const BUILD_DIR = resolve('dist');

/**
 * The build's folder, for a test that reads pages drawn by its renderer. Without a build the test
 * fails and says why: a skipped test would pass a run that never checked the pages.
 */
export function theBuild(): string {
  for (const file of ['server-render.js', 'template.html']) {
    if (!existsSync(join(BUILD_DIR, '.ssr', file))) {
      throw new Error(
        `This test reads pages drawn by the production build's renderer, and ${BUILD_DIR} has no .ssr/${file}: run \`npx vite build\` first.`,
      );
    }
  }
  return BUILD_DIR;
}

/** One app on the production build for a whole test file; the file fails without a build. */
export function appOnBuild(limits: Partial<Config['limits']> = {}) {
  let env: Awaited<ReturnType<typeof createTestEnv>> | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    const distDir = theBuild();
    env = await createTestEnv();
    app = await env.open({ distDir, pageCacheSeconds: 0 }, limits);
  });
  afterAll(async () => {
    await app?.close();
    await env?.dispose();
  });
  return {
    get app(): App {
      if (!app) throw new Error('no app: it did not start');
      return app;
    },
    get dir(): string {
      if (!env) throw new Error('no app: it did not start');
      return env.dir;
    },
  };
}

/** A multipart post body: the form values as JSON in `ad`, plus photo files. */
export function postForm(
  ad: unknown,
  files: Array<{ field: 'hero' | 'gallery'; name: string; data: Buffer; type?: string }> = [],
): FormData {
  const form = new FormData();
  form.append('ad', typeof ad === 'string' ? ad : JSON.stringify(ad));
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  return form;
}
