// npm run bench:server (also run at the end of npm run bench): the Node server under load, per
// database engine (PostgreSQL when one answers at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database; embedded PGlite in a
// temporary folder). For each: seeds 100,000 ads, starts the server (its own process), runs
// autocannon with 50 connections over loopback for (a) the first page of a category,
// (b) keyword + price filter, (c) one ad by id, then posts 1,000 ads with a small photo each,
// 10 at a time, and reports errors, rows, photo sets and the server's memory.
// Options: BENCH_ADS=100000, BENCH_SECONDS=10, BENCH_POSTS=1000, BENCH_ENGINES=postgres,pglite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const ADS = Number(process.env.BENCH_ADS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const POSTS = Number(process.env.BENCH_POSTS || 1000);
const ENGINES = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_SERVER_PORT || 4500);
const BASE = `http://127.0.0.1:${PORT}`;

const { seedBench } = await tsImport('../server/bench/bench-data.ts', import.meta.url);
const { site } = await tsImport('../src/config/site.ts', import.meta.url);

const BUDGETS = {
  postgres: { a: { p95: 20, rps: 1500 }, b: { p95: 40 }, c: { p95: 20, rps: 1500 } },
  pglite: { a: { p95: 60 }, b: { p95: 60 }, c: { p95: 60 } },
};
const CASES = [
  { key: 'a', name: 'first page of a category', path: () => '/api/vehicles?type=scooters' },
  {
    key: 'b',
    name: 'keyword + price filter',
    path: () => '/api/vehicles?q=pulsar&priceMax=1000000&sort=price-asc',
  },
  { key: 'c', name: 'one ad by id', path: (i) => `/api/vehicles/${benchId(i)}` },
];
let sampleIds = [];
const benchId = (i) => {
  const n = (i * 7919) % ADS;
  return `${sampleIds[n % sampleIds.length]}-bench-${n}`;
};

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`${site.name} is running`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return child;
}

async function load(test) {
  const latencies = [];
  let i = 0;
  // A fixed path needs no per-request setup (which costs the load generator CPU it shares with
  // the server on this machine).
  const varies = test.path(0) !== test.path(1);
  const instance = autocannon({
    url: BASE + (varies ? '' : test.path(0)),
    connections: 50,
    duration: SECONDS,
    ...(varies
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: test.path(i++) }) }] }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await instance;
  return {
    rps: Math.round(result.requests.average),
    p95: percentile(latencies, 95),
    errors: result.errors + result.non2xx,
  };
}

async function postAds(photo) {
  let errors = 0;
  let next = 0;
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: 'Bench post',
    make: 'Honda',
    model: 'Dio',
    year: '2019',
    registerYear: '',
    price: '250000',
    negotiable: false,
    mileageKm: '',
    engineCapacityCc: '',
    transmission: '',
    fuelType: '',
    color: '',
    location: 'Colombo',
    phone: '0712345678',
    heroUrl: '',
    galleryUrls: '',
  };
  const started = Date.now();
  async function worker() {
    while (next < POSTS) {
      next += 1;
      const form = new FormData();
      form.append('ad', JSON.stringify(ad));
      form.append('hero', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${BASE}/api/vehicles`, { method: 'POST', body: form }).catch(
        () => null,
      );
      if (response?.status !== 201) errors += 1;
      await response?.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker));
  return { errors, seconds: (Date.now() - started) / 1000 };
}

async function total(query) {
  return (await (await fetch(`${BASE}/api/vehicles?${query}&limit=1`)).json()).total;
}

async function benchEngine(engine) {
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
    DIST_DIR: join(dir, 'no-dist'),
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
    server = await startServer(env);
    for (const test of CASES) {
      await load(test); // warm-up pass (JIT, caches, connection pools)
      const result = await load(test);
      const budget = BUDGETS[engine][test.key];
      const ok =
        result.p95 <= budget.p95 && (!budget.rps || result.rps >= budget.rps) && !result.errors;
      const want = `p95 ≤ ${budget.p95} ms${budget.rps ? `, ≥ ${budget.rps} req/s` : ''}`;
      console.log(
        `${ok ? 'PASS' : 'FAIL'} ${engine} (${test.key}) ${test.name}: ${result.rps} req/s, ` +
          `p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors (budget ${want})`,
      );
    }
    const before = await total('type=all');
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#e33' },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const posted = await postAds(photo);
    const rows = (await total('type=all')) - before;
    const photoSets =
      engine && readdirSync(join(env.DATA_DIR, 'photos')).filter((n) => !n.includes('-400')).length;
    console.log(
      `${posted.errors === 0 && rows === POSTS && photoSets === POSTS ? 'PASS' : 'FAIL'} ${engine} ` +
        `${POSTS} posts with a photo, 10 at a time: ${posted.seconds.toFixed(1)} s, ` +
        `${posted.errors} errors, ${rows} rows, ${photoSets} photo sets`,
    );
    console.log(`     ${engine} server RSS after load: ${rssMb(server.pid)} MB`);
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
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
  await benchEngine(engine);
}
