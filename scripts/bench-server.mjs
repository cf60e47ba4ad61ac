// npm run bench:server (also run at the end of npm run bench): the Node server under load, per
// database engine (PostgreSQL when one answers at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database; embedded PGlite in a
// temporary folder). For each: seeds 100,000 ads, then runs autocannon with 50 connections over
// loopback against the server started twice, with the list cache off (LIST_CACHE_SECONDS=0: every
// page is read from the database) and on (the default 5 s): (a) the first page of a category,
// (b) keyword + price filter, (b') the same with a new filter set on every request (so its count
// is never kept), the deep page (a cursor followed 99 pages), (c) one ad by id and, cache on,
// "mixed": 2,000 distinct list URLs (category, make, town, price band, sort, first or second page).
// Each load follows a warm-up and waits until the warm-up's queued requests are served; time-outs
// count as errors. The budgets (server/bench/bench-cases.ts) are checked against the uncached
// figures, mixed against the cached one. Then posts 1,000 ads with a small photo each, 10 at a time.
// Spare parts and riding gear (issue 45): BENCH_ITEMS parts and as many gear ads in the same table;
// a filtered parts list, a "fits my bike" search and a gear list with size + SLS filters, each
// held to ≥ 0.2 × the by-id route's rate of the same run (cache off), with the plans of the
// slowest printed (PostgreSQL).
// Options: BENCH_ADS=100000, BENCH_ITEMS=100000, BENCH_SECONDS=10, BENCH_WARMUP_SECONDS=3,
// BENCH_POSTS=1000, BENCH_ENGINES=postgres,pglite, BENCH_ONLY=c,parts,… (case keys; posts are
// skipped then). Exits 1 when a budget fails.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const ADS = Number(process.env.BENCH_ADS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 3);
const POSTS = Number(process.env.BENCH_POSTS || 1000);
const ENGINES = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',');
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
/** Item lists are held to this share of the by-id route's rate (issue 45). */
const ITEM_SHARE = 0.2;
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_SERVER_PORT || 4500);
const HAS_SSR = existsSync(resolve('dist/.ssr/server-render.js'));
const BASE = `http://127.0.0.1:${PORT}`;
const TIMEOUT_S = 10;

const { seedBench } = await tsImport('../server/bench/bench-data.ts', import.meta.url);
const { BUDGETS, describeBudget, meets, mixedListUrls, percentile } = await tsImport(
  '../server/bench/bench-cases.ts',
  import.meta.url,
);
const { itemCountSql, itemPageSql } = await tsImport(
  '../server/listings/item-list-sql.ts',
  import.meta.url,
);
const { parseItemSearch } = await tsImport(
  '../src/domain/listings/item-search.ts',
  import.meta.url,
);
const { drain, followCursor, postAds, rssMb, startServer, stopServer, total } = await tsImport(
  '../server/bench/bench-server-process.ts',
  import.meta.url,
);

let sampleIds = [];
const benchId = (i) => {
  const n = (i * 7919) % ADS;
  return `${sampleIds[n % sampleIds.length]}-bench-${n}`;
};

/** `paths` are filled in once the server runs (cursors come from the server). */
function cases(deepPath, mixedPaths) {
  return [
    { key: 'a', name: '(a) first page of a category', path: () => '/api/vehicles?type=scooters' },
    {
      key: 'b',
      name: '(b) keyword + price filter',
      path: () => '/api/vehicles?q=pulsar&priceMax=1000000&sort=price-asc',
    },
    {
      key: "b'",
      name: "(b') keyword + price, a new filter set each request",
      path: (i) => `/api/vehicles?q=pulsar&priceMax=${1_000_000 + (i % 100_000)}&sort=price-asc`,
    },
    { key: 'deep', name: 'deep page (cursor followed 99 pages)', path: () => deepPath },
    { key: 'c', name: '(c) one ad by id', path: (i) => `/api/vehicles/${benchId(i)}` },
    {
      key: 'page',
      name: 'ad page, rendered HTML',
      path: (i) => `/vehicle/${benchId(i)}`,
      page: true,
    },
    {
      key: 'listPage',
      name: 'list page, rendered HTML',
      path: () => '/browse/scooters',
      page: true,
    },
    {
      key: 'pageCached',
      name: 'one ad page, rendered HTML from the page cache',
      path: () => `/vehicle/${benchId(1)}`,
      cachedOnly: true,
      page: true,
    },
    {
      key: 'parts',
      name: 'parts list: brand + category + condition',
      path: () => '/api/parts?brand=Bajaj&category=brakes&condition=used',
      item: true,
    },
    {
      key: 'fits',
      name: '"fits my bike": Bajaj Pulsar 150 (2015)',
      path: () => `/api/parts?fit=${encodeURIComponent('Bajaj|Pulsar 150|2015')}`,
      item: true,
    },
    {
      key: 'gearSls',
      name: 'gear list: size M + SLS only',
      path: () => '/api/gear?size=M&sls=1',
      item: true,
    },
    {
      key: 'mixed',
      name: 'mixed: 2,000 distinct list URLs',
      path: (i) => mixedPaths[i % mixedPaths.length],
      cachedOnly: true,
    },
  ];
}

async function load(test, seconds) {
  const latencies = [];
  let i = 0;
  // A fixed path needs no per-request setup (which costs the load generator CPU it shares with
  // the server on this machine).
  const varies = test.path(0) !== test.path(1);
  const instance = autocannon({
    url: BASE + (varies ? '' : test.path(0)),
    connections: 50,
    duration: seconds,
    timeout: TIMEOUT_S,
    ...(varies
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: test.path(i++) }) }] }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  // A request that timed out took at least that long: it counts in the p95, not out of it.
  instance.on('reqError', () => latencies.push(Infinity));
  const result = await instance;
  return {
    rps: Math.round(result.requests.average),
    p95: percentile(latencies, 95),
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

async function mixedPaths() {
  const paths = mixedListUrls(2_000);
  for (let i = 2; i < paths.length; i += 3) paths[i] = await followCursor(BASE, paths[i], 1);
  return paths;
}

function format(result) {
  const p95 = Number.isFinite(result.p95) ? `${result.p95.toFixed(1)} ms` : 'time-outs';
  return `${result.rps} req/s, p95 ${p95}, ${result.errors} errors, ${result.timeouts} time-outs`;
}

async function runCases(engine, cache, env, failures) {
  const server = await startServer(PORT, {
    ...env,
    LIST_CACHE_SECONDS: cache === 'on' ? '5' : '0',
    PAGE_CACHE_SECONDS: cache === 'on' ? '60' : '0',
  });
  try {
    const deep = await followCursor(BASE, '/api/vehicles?type=all', 99);
    const mixed = await mixedPaths();
    const results = {};
    for (const test of cases(deep, mixed)) {
      if (ONLY && !ONLY.has(test.key)) continue;
      if (test.item && (ITEMS === 0 || cache === 'on')) continue;
      if (test.cachedOnly && cache === 'off') continue;
      if (test.page && !HAS_SSR) {
        console.log(
          `     ${engine} ${test.name}: skipped (no build with dist/.ssr; run npm run build)`,
        );
        continue;
      }
      await load(test, WARMUP); // JIT, connection pools, the database's buffers
      await drain(BASE);
      const result = await load(test, SECONDS);
      await drain(BASE);
      results[test.key] = result;
      if (test.item) {
        const byId = results.c;
        const share = byId ? result.rps / byId.rps : NaN;
        const ok = byId && share >= ITEM_SHARE && result.errors === 0 && result.timeouts === 0;
        if (!ok) failures.push(`${engine} ${test.name}`);
        console.log(
          `${ok ? 'PASS' : 'FAIL'} ${engine} cache off ${test.name}: ${format(result)}, ` +
            `${share.toFixed(2)} × by id (budget ≥ ${ITEM_SHARE} × by id, 0 errors)`,
        );
        continue;
      }
      const budget = BUDGETS[engine][test.key];
      const checked = budget && (cache === 'off' ? !test.cachedOnly : test.cachedOnly);
      const verdict = checked ? (meets(budget, result) ? 'PASS' : 'FAIL') : '    ';
      if (verdict === 'FAIL') failures.push(`${engine} ${test.name}`);
      console.log(
        `${verdict} ${engine} cache ${cache.padEnd(3)} ${test.name}: ${format(result)}` +
          (checked ? ` (budget ${describeBudget(budget)})` : ''),
      );
    }
    if (cache === 'off') await printItemPlans(engine, env, results);
    return server;
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

/** EXPLAIN ANALYZE of the two slowest item cases' page and count (PostgreSQL only). */
async function printItemPlans(engine, env, results) {
  const queries = {
    parts: { kind: 'part', params: { brand: 'Bajaj', category: 'brakes', condition: 'used' } },
    fits: { kind: 'part', params: { fit: 'Bajaj|Pulsar 150|2015' } },
    gearSls: { kind: 'gear', params: { size: 'M', sls: '1' } },
  };
  const slowest = Object.keys(queries)
    .filter((key) => results[key])
    .sort((a, b) => results[a].rps - results[b].rps)
    .slice(0, 2);
  if (!slowest.length || engine !== 'postgres') return;
  const client = new pg.Client(env.DATABASE_URL);
  await client.connect();
  try {
    for (const key of slowest) {
      const search = parseItemSearch(queries[key].kind, queries[key].params);
      for (const [what, sql] of [
        ['page', itemPageSql(search, null, 25)],
        ['count', itemCountSql(search)],
      ]) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.params);
        console.log(`\n     plan of ${key} (${what}):`);
        for (const row of rows) console.log(`       ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end();
  }
}

async function benchEngine(engine, failures) {
  const dir = mkdtempSync(join(tmpdir(), `bikebazaar-bench-${engine}-`));
  let databaseUrl = null;
  let dbName = null;
  if (engine === 'postgres') {
    dbName = `bikebazaar_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(PG_URL);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env = {
    DATA_DIR: join(dir, 'data'),
    // The build, for the rendered-page cases (`npm run build` first); without one, API only.
    DIST_DIR: HAS_SSR ? resolve('dist') : join(dir, 'no-dist'),
    POST_RATE_LIMIT: '1000000',
    POSTS_PER_PHONE_PER_DAY: '1000000',
    DUPLICATE_WINDOW_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
  let server = null;
  try {
    const seedMs = await seedBench({ databaseUrl, dataDir: env.DATA_DIR }, ADS, ITEMS);
    console.log(
      `\n== ${engine}: ${ADS.toLocaleString('en')} ads + ${ITEMS.toLocaleString('en')} parts + ` +
        `${ITEMS.toLocaleString('en')} gear seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    await stopServer(await runCases(engine, 'off', env, failures));
    if (ONLY) return;
    server = await runCases(engine, 'on', env, failures);
    const before = await total(BASE, 'type=all');
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#e33' },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const posted = await postAds(BASE, photo, POSTS);
    const rows = (await total(BASE, 'type=all')) - before;
    // One full-size WebP per photo; its -400 and -800 sizes and any other files are not sets.
    const photoSets = readdirSync(join(env.DATA_DIR, 'photos')).filter(
      (n) => n.endsWith('.webp') && !/-(400|800)\.webp$/.test(n),
    ).length;
    const ok = posted.errors === 0 && rows === POSTS && photoSets === POSTS;
    if (!ok) failures.push(`${engine} posts`);
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${engine} ` +
        `${POSTS} posts with a photo, 10 at a time: ${posted.seconds.toFixed(1)} s, ` +
        `${posted.errors} errors, ${rows} rows, ${photoSets} photo sets`,
    );
    console.log(`     ${engine} server RSS after load: ${rssMb(server.pid)} MB`);
  } finally {
    if (server) await stopServer(server);
    if (dbName) {
      const admin = new pg.Client(PG_URL);
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

sampleIds = (await tsImport('../src/data/sample-vehicles.ts', import.meta.url))
  .getSampleVehicles()
  .map((v) => v.id);
const failures = [];
console.log(`Server bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
for (const engine of ENGINES) {
  if (engine === 'postgres') {
    const client = new pg.Client(PG_URL);
    const reachable = await client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
    if (!reachable) {
      console.log(`\n== postgres: skipped (no server at ${PG_URL})`);
      continue;
    }
  }
  await benchEngine(engine, failures);
}
console.log(
  failures.length
    ? `\n${failures.length} budget(s) failed: ${failures.join('; ')}`
    : '\nEvery server budget passes.',
);
process.exitCode = failures.length ? 1 : 0;
