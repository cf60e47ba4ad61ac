// npm run bench:screening (also part of npm run bench): what copied-photo and scam screening add
// to one post, per database engine (PostgreSQL when one answers at BENCH_DATABASE_URL, in a
// throwaway database; PGlite in a temporary folder). Budget: p95 ≤ 20 ms.
// Options: BENCH_SCREEN_ADS=20000 live ads (3 hashed photos each), BENCH_SCREEN_POSTS=200,
// BENCH_SCREEN_PHOTOS=3 photos per post, BENCH_ENGINES=postgres,pglite. Exits 1 over budget.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const LIVE_ADS = Number(process.env.BENCH_SCREEN_ADS || 20_000);
const POSTS = Number(process.env.BENCH_SCREEN_POSTS || 200);
const PHOTOS = Number(process.env.BENCH_SCREEN_PHOTOS || 3);
const ENGINES = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET_MS = 20;

const { benchScreening } = await tsImport('../server/bench/bench-screening.ts', import.meta.url);

async function withPostgres(run) {
  const name = `bikebazaar_screen_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log('postgres: no server answers at BENCH_DATABASE_URL; skipped');
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run({ databaseUrl: url.toString(), dataDir: tmpdir() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function withPglite(run) {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-screen-'));
  try {
    return await run({ databaseUrl: null, dataDir: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let failed = false;
for (const engine of ENGINES) {
  const options = { liveAds: LIVE_ADS, posts: POSTS, photosPerPost: PHOTOS };
  const run = (config) => benchScreening(config, options);
  const result = engine === 'postgres' ? await withPostgres(run) : await withPglite(run);
  if (!result) continue;
  const ok = result.p95 <= BUDGET_MS;
  failed ||= !ok;
  console.log(
    `${engine}: screening a post (${PHOTOS} photos, ${LIVE_ADS * 3} live photo hashes): ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms ` +
      `(budget p95 ≤ ${BUDGET_MS} ms: ${ok ? 'ok' : 'OVER'})`,
  );
}
process.exit(failed ? 1 : 0);
