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
// Options: BENCH_ADS=100000, BENCH_SECONDS=10, BENCH_WARMUP_SECONDS=3, BENCH_POSTS=1000,
// BENCH_ENGINES=postgres,pglite. Exits 1 when a budget fails.
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
    for (const test of cases(deep, mixed)) {
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
      const budget = BUDGETS[engine][test.key];
      const checked = budget && (cache === 'off' ? !test.cachedOnly : test.cachedOnly);
      const verdict = checked ? (meets(budget, result) ? 'PASS' : 'FAIL') : '    ';
      if (verdict === 'FAIL') failures.push(`${engine} ${test.name}`);
      console.log(
        `${verdict} ${engine} cache ${cache.padEnd(3)} ${test.name}: ${format(result)}` +
          (checked ? ` (budget ${describeBudget(budget)})` : ''),
      );
    }
    return server;
  } catch (error) {
    await stopServer(server);
    throw error;
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
    const seedMs = await seedBench({ databaseUrl, dataDir: env.DATA_DIR }, ADS);
    console.log(
      `\n== ${engine}: ${ADS.toLocaleString('en')} ads seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    await stopServer(await runCases(engine, 'off', env, failures));
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
