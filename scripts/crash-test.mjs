// npm run bench:crash: crash consistency. Per engine (embedded PGlite in a temporary folder;
// PostgreSQL in a throwaway database at CRASH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), starts the server, posts ads with two photos each,
// CRASH_CONCURRENCY (8) at a time, kill -9s it mid-stream CRASH_KILLS (3) times, restarting on the
// same data each time, then checks: every ad acknowledged with 201 reads back with its photos, no
// posted ad lacks an owner, and after the orphan sweep no photo file is left that no ad names.
// Options: CRASH_ENGINES=pglite,postgres. Exits 1 when any check fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const KILLS = Number(process.env.CRASH_KILLS || 3);
const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY || 8);
const ENGINES = (process.env.CRASH_ENGINES || 'pglite,postgres').split(',');
const PG_URL = process.env.CRASH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const { buildAdForm } = await tsImport('../src/testing/test-vehicle.ts', import.meta.url);
const { openDb } = await tsImport('../server/db/open-db.ts', import.meta.url);
const { sweepOrphans } = await tsImport('../server/photos/orphan-sweep.ts', import.meta.url);
const { createDiskPhotoStore } = await tsImport('../server/photos/photo-store.ts', import.meta.url);

const photo = (background) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
const photos = [await photo('#a33'), await photo('#3a3')];

function start(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const port = new Promise((resolve, reject) => {
    const look = (chunk) => {
      output += chunk;
      const match = /is running at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    exited.then((code) => reject(new Error(`server exited (${code}) before starting:\n${output}`)));
  });
  return { child, port, exited };
}

let serial = 0;
function adForm() {
  serial += 1;
  const ad = buildAdForm({
    title: `Crash test ${serial}`,
    model: `CT${serial}`,
    price: String(300_000 + serial),
  });
  const form = new FormData();
  form.append('ad', JSON.stringify(ad));
  form.append('hero', new Blob([photos[0]], { type: 'image/jpeg' }), 'hero.jpg');
  form.append('gallery', new Blob([photos[1]], { type: 'image/jpeg' }), 'g.jpg');
  return form;
}

/** Posts until the server dies; returns the ads it acknowledged. */
async function postUntilDead(base, acknowledged) {
  const worker = async () => {
    for (;;) {
      try {
        const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: adForm() });
        if (response.status === 201) acknowledged.push(await response.json());
        else if (response.status >= 500) return;
        else throw new Error(`post answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (error instanceof TypeError) return; // the server is gone
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function runEngine(engine) {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-crash-'));
  let dbName = '';
  let databaseUrl = '';
  if (engine === 'postgres') {
    dbName = `bikebazaar_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
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
    DATABASE_URL: databaseUrl,
    POST_RATE_LIMIT: '1000000',
    POSTS_PER_PHONE_PER_DAY: '1000000',
    DUPLICATE_WINDOW_MS: '0',
  };
  const config = { dataDir: env.DATA_DIR, databaseUrl: databaseUrl || null };
  const acknowledged = [];
  let starts = 0;
  try {
    for (let kill = 0; kill < KILLS; kill += 1) {
      const server = start(env);
      const base = `http://127.0.0.1:${await server.port}`;
      starts += 1;
      const posting = postUntilDead(base, acknowledged);
      await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 2000));
      server.child.kill('SIGKILL');
      await server.exited;
      await posting;
    }
    const server = start(env);
    const base = `http://127.0.0.1:${await server.port}`;
    starts += 1;
    let lost = 0;
    let photosLost = 0;
    for (const ad of acknowledged) {
      const read = await fetch(`${base}/api/vehicles/${ad.id}`);
      if (read.status !== 200) {
        lost += 1;
        continue;
      }
      for (const url of [ad.image, ...ad.gallery]) {
        if ((await fetch(`${base}${url}`)).status !== 200) photosLost += 1;
      }
    }
    server.child.kill('SIGTERM');
    await server.exited;
    const db = await openDb(config);
    const [owners] = await db.query(
      `SELECT count(*) FILTER (WHERE manage_hash IS NULL AND title LIKE 'Crash test %')::int AS ownerless,
        count(*) FILTER (WHERE title LIKE 'Crash test %')::int AS stored FROM vehicles`,
    );
    const photoDir = join(env.DATA_DIR, 'photos');
    const filesBefore = readdirSync(photoDir).length;
    const store = await createDiskPhotoStore(photoDir);
    const removed = await sweepOrphans(db, store, 0);
    const rows = await db.query(
      `SELECT image AS url FROM vehicles UNION SELECT unnest(gallery) FROM vehicles`,
    );
    await db.close();
    const named = new Set(
      rows.map((row) => row.url.slice('/photos/'.length, '/photos/'.length + 32)),
    );
    const left = readdirSync(photoDir).filter(
      (name) => name.endsWith('.tmp') || (name.endsWith('.webp') && !named.has(name.slice(0, 32))),
    );
    return {
      engine,
      kills: KILLS,
      starts,
      acknowledged: acknowledged.length,
      stored: owners.stored,
      lost,
      photosLost,
      ownerless: owners.ownerless,
      files: filesBefore,
      sweptOrphans: removed,
      orphansLeft: left.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

let failed = false;
for (const engine of ENGINES) {
  const result = await runEngine(engine);
  const ok =
    result.lost === 0 &&
    result.photosLost === 0 &&
    result.ownerless === 0 &&
    result.orphansLeft === 0;
  failed ||= !ok;
  console.log(
    `${engine}: ${result.kills} kill -9s, ${result.starts} starts; ${result.acknowledged} ads acknowledged ` +
      `(${result.stored} stored), ${result.lost} lost, ${result.photosLost} photos missing, ` +
      `${result.ownerless} without an owner; ${result.files} photo files, sweep removed ` +
      `${result.sweptOrphans}, ${result.orphansLeft} orphans left — ${ok ? 'ok' : 'FAILED'}`,
  );
}
process.exit(failed ? 1 : 0);
