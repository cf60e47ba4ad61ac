// npm run bench:backup: the repeat of issue 43's probe. Per engine (embedded PGlite in a temporary
// folder; PostgreSQL in a throwaway database at BACKUP_DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/postgres, created and dropped here):
// 1. Backups while ads are posted: BACKUP_CONCURRENCY (2) posts at a time while `npm run backup`
//    (the CLI, as an operator runs it) runs BACKUP_RUNS (3) times; on PGlite each must refuse with
//    a clear message while the server runs and leave it serving. Then kill -9, restart on the same
//    data: every acknowledged ad must read back with its photos.
// 2. PostgreSQL: backups while owners edit (new photos), delete and mark sold BACKUP_ADS (20) ads
//    through the manage API; each archive is restored into a fresh database and DATA_DIR, and no
//    archived ad may name a photo the restored folder lacks.
// 3. PostgreSQL: the database refuses connections (ALLOW_CONNECTIONS false, its sessions ended);
//    BACKUP_OUTAGE_REQUESTS (50) API and page requests may get 503, never 500.
// 4. A private listener on loopback: push subscriptions naming it get 400, ones stored unchecked
//    (before endpoints were checked) are dropped, and after a matching ad and the alert job it has
//    seen 0 connections.
// Page requests need the app build (`npm run build`, or DIST_DIR). Options: BACKUP_ENGINES.
// Prints figures; exits 1 when any check fails.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const ENGINES = (process.env.BACKUP_ENGINES || 'pglite,postgres').split(',');
const PG_URL = process.env.BACKUP_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = Number(process.env.BACKUP_CONCURRENCY || 2);
const RUNS = Number(process.env.BACKUP_RUNS || 3);
const ADS = Number(process.env.BACKUP_ADS || 20);
const REQUESTS = Number(process.env.BACKUP_OUTAGE_REQUESTS || 50);
const DIST_DIR = resolve(process.env.DIST_DIR || 'dist');
const ADMIN_PASSWORD = 'backup-probe-password';

const { buildAdForm } = await tsImport('../src/testing/test-vehicle.ts', import.meta.url);
const { openDb } = await tsImport('../server/db/open-db.ts', import.meta.url);
const { restore } = await tsImport('../server/ops/backup.ts', import.meta.url);
const { createAlertsRepository } = await tsImport(
  '../server/alerts/alerts-repository.ts',
  import.meta.url,
);
const { canonicalQuery } = await tsImport('../src/domain/search/saved-search.ts', import.meta.url);

if (ENGINES.includes('postgres') && !existsSync(join(DIST_DIR, '.ssr', 'server-render.js'))) {
  console.error(`No app build in ${DIST_DIR}: run \`npm run build\` first (pages are probed too).`);
  process.exit(1);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const photo = (background) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
const photos = [await photo('#a33'), await photo('#3a3'), await photo('#33a'), await photo('#aa3')];

function start(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '' };
  server.exited = new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  server.port = new Promise((done, fail) => {
    const look = (chunk) => {
      server.output += chunk;
      const match = /is running at http:\/\/[^:]+:(\d+)\//.exec(server.output);
      if (match) done(Number(match[1]));
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    server.exited.then((code) =>
      fail(new Error(`server exited (${code}) before starting:\n${server.output}`)),
    );
  });
  return server;
}

async function stop(server, signal = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

/** `npm run backup` / `npm run restore` as an operator runs them, with the server's variables. */
function cli(args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/backup-cli.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, output: output.trim() })));
}

let serial = 0;
function adForm(overrides = {}, pair = 0) {
  serial += 1;
  const form = new FormData();
  const ad = buildAdForm({
    title: `Backup probe ${serial}`,
    model: `BP${serial}`,
    price: String(300_000 + serial),
    ...overrides,
  });
  form.append('ad', JSON.stringify(ad));
  form.append('hero', new Blob([photos[pair * 2]], { type: 'image/jpeg' }), 'hero.jpg');
  form.append('gallery', new Blob([photos[pair * 2 + 1]], { type: 'image/jpeg' }), 'g.jpg');
  return form;
}

const photoUrls = (ad) =>
  [ad.image, ...(ad.gallery ?? [])].filter((url) => url && url.startsWith('/photos/'));

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    return (await admin.query(sql)).rows;
  } finally {
    await admin.end();
  }
}

function urlOf(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Posts CONCURRENCY at a time until `until()` or the server dies. Answers other than 201 before
 * `until()` (a 5xx, a dropped connection) are counted: a backup must not harm the live server.
 */
async function postWhile(base, acknowledged, until, faults) {
  const worker = async () => {
    while (!until()) {
      try {
        const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: adForm() });
        if (response.status === 201) acknowledged.push(await response.json());
        else if (!until()) faults.push(`POST ${response.status}: ${await response.text()}`);
        if (response.status >= 500) return;
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        if (!until()) faults.push(`POST failed: ${error.cause?.code ?? error.message}`);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Runs the backup CLI RUNS times, one after another; returns what each said. */
async function backups(env, dir) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    await sleep(500);
    results.push(await cli(['backup', dir], env));
  }
  return results;
}

async function checkAcknowledged(base, acknowledged) {
  let lost = 0;
  let photosLost = 0;
  for (const ad of acknowledged) {
    const read = await fetch(`${base}/api/vehicles/${ad.id}`);
    if (read.status !== 200) {
      lost += 1;
      continue;
    }
    for (const url of photoUrls(ad)) {
      if ((await fetch(`${base}${url}`)).status !== 200) photosLost += 1;
    }
  }
  return { lost, photosLost };
}

/** 1: backups while posting, then kill -9 and a restart on the same data. */
async function backupsWhilePosting(engine, env, backupDir) {
  const server = start(env);
  const base = `http://127.0.0.1:${await server.port}`;
  const acknowledged = [];
  const faults = [];
  let done = false;
  const posting = postWhile(base, acknowledged, () => done, faults);
  await sleep(1000);
  const results = await backups(env, backupDir);
  const ready = (await fetch(`${base}/api/ready`)).status;
  const lockFile = join(env.DATA_DIR, 'db.lock');
  const lockHeld =
    engine !== 'pglite' ||
    (existsSync(lockFile) && readFileSync(lockFile, 'utf8').trim() === String(server.child.pid));
  await sleep(500 + Math.random() * 1000);
  done = true;
  await stop(server, 'SIGKILL');
  await posting;
  const written = results.filter(
    (r) => r.code === 0 && /Backup written and checked/.test(r.output),
  );
  const refused = results.filter((r) => r.code !== 0);
  const clear = refused.filter(
    (r) => /in use by another server/.test(r.output) && /Nothing was written/.test(r.output),
  );
  const archives = existsSync(backupDir) ? readdirSync(backupDir) : [];
  const again = start(env);
  const found = await checkAcknowledged(`http://127.0.0.1:${await again.port}`, acknowledged);
  return {
    server: again,
    acknowledged: acknowledged.length,
    ...found,
    faults,
    written: written.length,
    refused: refused.length,
    clear: clear.length,
    archives,
    ready,
    lockHeld,
    messages: [...new Set(results.map((r) => r.output.split('\n').at(-1)))],
  };
}

/** 2: backups while owners edit, delete and sell; each archive restored and its photos counted. */
async function backupsWhileManaging(base, env, backupDir, dbName) {
  const live = [];
  for (let i = 0; i < ADS; i += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, ADS - i) }, async () => {
      const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: adForm() });
      if (response.status !== 201) throw new Error(`post answered ${response.status}`);
      live.push(await response.json());
    });
    await Promise.all(batch);
  }
  const actions = { edit: 0, delete: 0, sold: 0, post: 0 };
  const faults = [];
  let done = false;
  const manage = async (method, path, ad, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      body,
      headers: { Authorization: `Bearer ${ad.manageToken}` },
    });
    if (response.status >= 300)
      faults.push(`${method} ${response.status}: ${await response.text()}`);
    return response;
  };
  const worker = async () => {
    while (!done) {
      const roll = Math.random();
      if (roll < 0.15 || live.length < 3) {
        const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: adForm() });
        if (response.status === 201) live.push(await response.json());
        else faults.push(`POST ${response.status}`);
        actions.post += 1;
        continue;
      }
      const ad = live.splice(Math.floor(Math.random() * live.length), 1)[0];
      if (roll < 0.65) {
        const response = await manage(
          'PUT',
          `/api/vehicles/${ad.id}`,
          ad,
          adForm({ price: String(200_000 + serial) }, serial % 2),
        );
        actions.edit += 1;
        if (response.status === 200) live.push(ad);
      } else if (roll < 0.85) {
        await manage('DELETE', `/api/vehicles/${ad.id}`, ad);
        actions.delete += 1;
      } else {
        await manage('POST', `/api/vehicles/${ad.id}/sold`, ad);
        actions.sold += 1;
      }
    }
  };
  const churn = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const before = new Set(existsSync(backupDir) ? readdirSync(backupDir) : []);
  const results = await backups(env, backupDir);
  done = true;
  await churn;
  const archives = readdirSync(backupDir).filter((name) => !before.has(name));
  const restored = [];
  for (const [index, name] of archives.entries()) {
    const target = `${dbName}_r${index}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'bikebazaar-restored-'));
    await adminQuery(`CREATE DATABASE ${target}`);
    try {
      await restore(join(backupDir, name), { dataDir, databaseUrl: urlOf(target), s3: null });
      const client = new pg.Client({ connectionString: urlOf(target) });
      await client.connect();
      const { rows } = await client.query('SELECT id, image, gallery FROM vehicles');
      await client.end();
      const files = new Set(readdirSync(join(dataDir, 'photos')));
      const missing = rows.filter((ad) =>
        photoUrls(ad).some((url) => !files.has(basename(new URL(url, base).pathname))),
      );
      restored.push({ ads: rows.length, missing: missing.length });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  }
  return {
    actions,
    faults,
    written: results.filter((r) => r.code === 0).length,
    failed: results.filter((r) => r.code !== 0).map((r) => r.output),
    restored,
  };
}

/** 3: the database refuses connections; every request must get an answer other than 500. */
async function databaseRefusing(base, dbName) {
  const ads = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: adForm() });
    ads.push(await response.json());
  }
  const [ad, other, third] = ads;
  const bearer = (token) => ({ Authorization: `Bearer ${token}` });
  const json = { 'Content-Type': 'application/json' };
  const keys = pushKeys();
  const requests = [
    ['GET', '/api/vehicles'],
    ['GET', '/api/vehicles?type=scooters'],
    ['GET', '/api/vehicles?q=honda&sort=price-asc'],
    ['GET', `/api/vehicles/${ad.id}`],
    ['GET', `/api/vehicles/${other.id}/manage`, bearer(other.manageToken)],
    ['POST', '/api/vehicles', {}, () => adForm()],
    ['PUT', `/api/vehicles/${ad.id}`, bearer(ad.manageToken), () => adForm({}, 1)],
    ['POST', `/api/vehicles/${other.id}/sold`, bearer(other.manageToken)],
    ['POST', `/api/vehicles/${other.id}/renew`, bearer(other.manageToken)],
    ['DELETE', `/api/vehicles/${third.id}`, bearer(third.manageToken)],
    ['POST', `/api/vehicles/${ad.id}/reports`, json, () => JSON.stringify({ reason: 'fraud' })],
    [
      'POST',
      '/api/admin/login',
      json,
      () => JSON.stringify({ password: ADMIN_PASSWORD, name: 'Probe' }),
    ],
    [
      'PUT',
      '/api/alerts/subscription',
      json,
      () =>
        JSON.stringify({
          endpoint: `https://fcm.googleapis.com/fcm/send/probe-${randomBytes(4).toString('hex')}`,
          keys,
          lang: 'en',
          searches: [{ id: 's', type: 'all', query: 'location=Kandy' }],
          savedAds: [ad.id],
        }),
    ],
    ['GET', '/api/ready'],
    ['GET', '/'],
    ['GET', '/si/'],
    ['GET', '/browse/scooters'],
    ['GET', '/si/browse/scooters'],
    ['GET', '/ta/browse/all?location=Kandy'],
    ['GET', `/vehicle/${ad.id}`],
    ['GET', `/si/vehicle/${ad.id}`],
    ['GET', `/ta/vehicle/${other.id}`],
    ['GET', '/post-ad'],
    ['GET', '/sitemap.xml'],
    ['GET', `/previews/${ad.id}/en-0123456789abcdef.jpg`],
  ];
  await adminQuery(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
  const counts = {};
  const pages = { total: 0, html: 0 };
  let withoutRetryAfter = 0;
  const fivehundreds = [];
  try {
    await adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}'`,
    );
    for (let sent = 0; sent < REQUESTS; sent += 1) {
      const [method, path, headers = {}, body] = requests[sent % requests.length];
      let status;
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers,
          body: body?.(),
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        const text = await response.text();
        if (status >= 500 && status !== 503) fivehundreds.push(`${method} ${path}: ${text}`);
        if (status === 503) {
          if (!response.headers.get('retry-after')) withoutRetryAfter += 1;
          if (method === 'GET' && !path.startsWith('/api/')) {
            pages.total += 1;
            if (/^text\/html/.test(response.headers.get('content-type') ?? '')) pages.html += 1;
          }
        }
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : 'failed';
      }
      counts[status] = (counts[status] ?? 0) + 1;
    }
  } finally {
    await adminQuery(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
  }
  let recovered = false;
  for (let tries = 0; tries < 20 && !recovered; tries += 1) {
    recovered = (await fetch(`${base}/api/vehicles/${ad.id}`)).status === 200;
    if (!recovered) await sleep(500);
  }
  return { counts, fivehundreds, withoutRetryAfter, pages, recovered };
}

function pushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

async function listen(host, port) {
  const server = createServer((socket) => socket.destroy());
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  return server;
}

/** 4: a listener on loopback that nothing may connect to, whatever subscriptions name it. */
async function privateListener(env, config) {
  let connections = 0;
  const listeners = [await listen('127.0.0.1', 0)];
  const port = listeners[0].address().port;
  // localhost may resolve to ::1 first: listen there too when the machine has IPv6.
  listeners.push(await listen('::1', port).catch(() => null));
  for (const listener of listeners) listener?.on('connection', () => (connections += 1));
  // The count itself is checked: one connection of ours, seen, then forgotten.
  await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
  await sleep(100);
  if (connections !== 1) throw new Error(`the listener counted ${connections} of 1 connection`);
  connections = 0;
  const endpoints = [
    `https://127.0.0.1:${port}/x`,
    `https://localhost:${port}/x`,
    `https://[::ffff:127.0.0.1]:${port}/x`,
  ];
  const searches = [{ id: 's', type: 'all', query: 'location=Kandy' }];
  // Stored as they could have been before endpoints were checked: the job must drop them unseen.
  const db = await openDb(config);
  const alerts = createAlertsRepository(db);
  for (const endpoint of endpoints) {
    await alerts.saveSubscription({
      endpoint: `${endpoint}?stored`,
      keys: pushKeys(),
      lang: 'en',
      searches: searches.map((s) => ({
        ...s,
        query: canonicalQuery(new URLSearchParams(s.query)),
      })),
      savedAds: [],
    });
  }
  await db.close();
  const server = start({ ...env, ALERTS_INTERVAL_SECONDS: '1' });
  const base = `http://127.0.0.1:${await server.port}`;
  const answers = [];
  for (const endpoint of endpoints) {
    const response = await fetch(`${base}/api/alerts/subscription`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint, keys: pushKeys(), lang: 'en', searches, savedAds: [] }),
    });
    answers.push(response.status);
  }
  const posted = await fetch(`${base}/api/vehicles`, {
    method: 'POST',
    body: adForm({ location: 'Kandy' }),
  });
  await sleep(3000);
  await stop(server);
  const after = await openDb(config);
  const [row] = await after.query(
    `SELECT count(*)::int AS left FROM push_subscriptions WHERE endpoint LIKE '%?stored'`,
  );
  await after.close();
  for (const listener of listeners) listener?.close();
  return {
    answers,
    posted: posted.status,
    stored: endpoints.length,
    kept: row.left,
    connections,
  };
}

async function runEngine(engine) {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-backup-probe-'));
  const dbName = engine === 'postgres' ? `bikebazaar_probe_${randomBytes(5).toString('hex')}` : '';
  if (dbName) await adminQuery(`CREATE DATABASE ${dbName}`);
  const env = {
    DATA_DIR: join(dir, 'data'),
    DIST_DIR,
    DATABASE_URL: dbName ? urlOf(dbName) : '',
    POST_RATE_LIMIT: '1000000',
    POSTS_PER_PHONE_PER_DAY: '1000000',
    DUPLICATE_WINDOW_MS: '0',
    MANAGE_RATE_LIMIT: '1000000',
    LIST_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    ADMIN_PASSWORD,
    ALERTS_INTERVAL_SECONDS: '0',
    REDIS_URL: '',
  };
  const config = { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL || null };
  const backupDir = join(dir, 'backups');
  const lines = [];
  let ok = true;
  let since = Date.now();
  const report = (good, text) => {
    ok &&= good;
    const seconds = ((Date.now() - since) / 1000).toFixed(0);
    since = Date.now();
    lines.push(`  ${text} (${seconds} s) — ${good ? 'ok' : 'FAILED'}`);
  };
  let server;
  try {
    const first = await backupsWhilePosting(engine, env, backupDir);
    server = first.server;
    const expected =
      engine === 'pglite'
        ? first.refused === RUNS && first.clear === RUNS && first.archives.length === 0
        : first.written === RUNS && first.archives.length === RUNS;
    report(
      expected && first.lost === 0 && first.photosLost === 0 && first.faults.length === 0,
      `backups while posting, then kill -9: ${first.acknowledged} ads acknowledged, ` +
        `${first.lost} lost, ${first.photosLost} photos missing; backups ${first.refused} refused, ` +
        `${first.written} written (${first.archives.length} archives); ` +
        `${first.faults.length} posts failed before the kill`,
    );
    if (engine === 'pglite') {
      report(
        first.ready === 200 && first.lockHeld,
        `server while refused: /api/ready ${first.ready}, db.lock ${first.lockHeld ? 'still' : 'NOT'} its own`,
      );
      lines.push(`  the backup said: ${first.messages.join(' | ')}`);
    }
    for (const fault of first.faults.slice(0, 5)) lines.push(`    ${fault}`);
    const base = `http://127.0.0.1:${await server.port}`;
    if (engine === 'postgres') {
      const second = await backupsWhileManaging(base, env, backupDir, dbName);
      const archived = second.restored.reduce((sum, r) => sum + r.ads, 0);
      const missing = second.restored.reduce((sum, r) => sum + r.missing, 0);
      report(
        second.written === RUNS && missing === 0 && second.faults.length === 0,
        `backups while managing (${Object.entries(second.actions)
          .map(([action, n]) => `${n} ${action}`)
          .join(', ')}): ${second.written} written, ${second.restored.length} restored; ` +
          `${archived} archived ads (${second.restored.map((r) => r.ads).join(' + ')}), ` +
          `${missing} with missing photos`,
      );
      for (const text of [...second.failed, ...second.faults].slice(0, 5)) {
        lines.push(`    ${text}`);
      }
      const third = await databaseRefusing(base, dbName);
      const count = (status) => third.counts[status] ?? 0;
      const other = Object.entries(third.counts)
        .filter(([status]) => !['500', '503'].includes(status))
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ');
      report(
        count('500') === 0 &&
          third.fivehundreds.length === 0 &&
          count('timeout') === 0 &&
          count('failed') === 0 &&
          third.withoutRetryAfter === 0 &&
          third.pages.html === third.pages.total &&
          third.recovered,
        `database refusing connections: ${REQUESTS} requests, ${count('500')} × 500, ` +
          `${count('503')} × 503 (${third.withoutRetryAfter} without Retry-After; ` +
          `${third.pages.html} of ${third.pages.total} pages as HTML), others: ${other || 'none'}; ` +
          `${third.recovered ? 'serving again' : 'NOT serving'} once connections are allowed`,
      );
      for (const text of third.fivehundreds.slice(0, 5)) lines.push(`    ${text}`);
    }
    await stop(server);
    server = null;
    if (engine === 'pglite') {
      const stopped = await cli(['backup', backupDir], env);
      report(
        stopped.code === 0 && /Backup written and checked/.test(stopped.output),
        `backup with the server stopped: ${stopped.output.split('\n')[0]}`,
      );
    }
    const fourth = await privateListener(env, config);
    report(
      fourth.answers.every((status) => status === 400) &&
        fourth.posted === 201 &&
        fourth.kept === 0 &&
        fourth.connections === 0,
      `private listener: subscriptions answered ${fourth.answers.join(', ')}; ` +
        `${fourth.stored - fourth.kept} of ${fourth.stored} stored unchecked ones dropped by the ` +
        `alert job; ${fourth.connections} connections seen`,
    );
  } finally {
    if (server) await stop(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
  console.log(`${engine}: ${ok ? 'ok' : 'FAILED'}\n${lines.join('\n')}`);
  return ok;
}

let failed = false;
for (const engine of ENGINES) {
  if (!(await runEngine(engine))) failed = true;
}
process.exit(failed ? 1 : 0);
