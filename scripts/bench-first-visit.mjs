// npm run bench:first-visit (and part of npm run bench): the bytes a phone downloads on its first
// visit, with and without the service worker. Each visit is a fresh Chromium profile (a new
// context) at 375 px that opens one page and stays until the network is quiet; every byte the
// static host sends is counted at the host (headers and compressed bodies, the page's requests
// and the service worker's alike), so the worker's precache and its files are in the figures.
// Options: --dir <build> (default dist; e.g. an older build to compare), BENCH_FIRST_VISIT_PORT,
// PATHS="/ /browse/scooters".
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { createStaticHost } from './static-host.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const root = resolve(dirIndex >= 0 ? args[dirIndex + 1] : process.env.DIST_DIR || 'dist');
const PORT = Number(process.env.BENCH_FIRST_VISIT_PORT || 4470);
const BASE = `http://127.0.0.1:${PORT}`;
const PATHS = (process.env.PATHS || '/ /browse/scooters').split(/\s+/).filter(Boolean);
/** The worker registers 4–5 s after the load (src/app/pwa-status.tsx), BikeBot after 2 s. */
const SETTLE_MS = 9000;
const QUIET_MS = 3000;
const LIMIT_MS = 120_000;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npx vite build" first.`);
  process.exit(1);
}

/** The precache list the build wrote into sw.js: its files and their size on disk. */
function precacheList() {
  const file = join(root, 'sw.js');
  if (!existsSync(file)) return null;
  const urls = [...readFileSync(file, 'utf8').matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]);
  const unique = [...new Set(urls)];
  const bytes = unique.reduce((sum, url) => {
    try {
      return sum + statSync(join(root, url)).size;
    } catch {
      return sum;
    }
  }, 0);
  return { files: unique.length, bytes };
}

// One host for all visits; each visit reads and resets its counters.
const host = createStaticHost({ root });
await host.warm();
const counter = { requests: 0, inflight: 0, last: Date.now(), body: 0, bySw: 0, swBody: 0 };
const server = createServer((req, res) => {
  counter.requests += 1;
  counter.inflight += 1;
  counter.last = Date.now();
  // Fetches of the worker itself and of what it loads: its script and imports, its precache.
  const dest = String(req.headers['sec-fetch-dest'] || '');
  const fromWorker = dest === 'serviceworker' || dest === 'empty' || dest === 'worker';
  if (fromWorker) counter.bySw += 1;
  const count = (chunk, encoding) => {
    if (!chunk || typeof chunk === 'function') return;
    const n = Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk, encoding);
    counter.body += n;
    if (fromWorker) counter.swBody += n;
  };
  const { write, end } = res;
  res.write = function (chunk, encoding, ...rest) {
    count(chunk, typeof encoding === 'string' ? encoding : undefined);
    return write.call(this, chunk, encoding, ...rest);
  };
  res.end = function (chunk, encoding, ...rest) {
    count(chunk, typeof encoding === 'string' ? encoding : undefined);
    return end.call(this, chunk, encoding, ...rest);
  };
  res.on('close', () => {
    counter.inflight -= 1;
    counter.last = Date.now();
  });
  host.handle(req, res);
});
let wire = 0;
const sockets = new Set();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => {
    wire += socket.bytesWritten;
    sockets.delete(socket);
  });
});
await new Promise((done) => server.listen(PORT, '127.0.0.1', done));

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function quiet(since) {
  while (Date.now() - since < LIMIT_MS) {
    if (counter.inflight === 0 && Date.now() - counter.last >= QUIET_MS) return true;
    await sleep(200);
  }
  return false;
}

async function visit(browser, path, worker) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: worker ? 'allow' : 'block',
  });
  Object.assign(counter, { requests: 0, inflight: 0, body: 0, bySw: 0, swBody: 0 });
  wire = 0;
  const start = Date.now();
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
    await sleep(SETTLE_MS);
    let controlled = null;
    if (worker) {
      // Installed (precache done) and in charge of the page (its own files kept).
      controlled = await page
        .waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
          timeout: LIMIT_MS,
        })
        .then(() => true)
        .catch(() => false);
    }
    const settled = await quiet(start);
    await context.close();
    // Connections close with the context: their bytes are counted then.
    const deadline = Date.now() + 5000;
    while (sockets.size && Date.now() < deadline) await sleep(50);
    return { ...counter, wire, controlled, settled };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const path of PATHS) {
    const without = await visit(browser, path, false);
    const withSw = await visit(browser, path, true);
    rows.push({ path, without, withSw });
  }
} finally {
  await browser.close();
  server.close();
}

const list = precacheList();
console.log(`\n== First visit: bytes downloaded (${root}, Chromium, fresh profile, 375 px) ==`);
console.log(
  'counted at the host: all responses (page and service worker), headers included; compressed',
);
console.log(
  `${'page'.padEnd(18)} ${'without worker'.padStart(22)} ${'with worker'.padStart(22)} ${'the worker adds'.padStart(24)}`,
);
for (const { path, without, withSw } of rows) {
  const cell = (r) => `${String(r.requests).padStart(4)} req ${kb(r.wire).padStart(11)}`;
  const added = `${withSw.requests - without.requests >= 0 ? '+' : ''}${withSw.requests - without.requests} req ${(withSw.wire >= without.wire ? '+' : '') + kb(withSw.wire - without.wire)}`;
  console.log(
    `${path.padEnd(18)} ${cell(without).padStart(22)} ${cell(withSw).padStart(22)} ${added.padStart(24)}`,
  );
  if (!withSw.controlled) console.log(`  ! ${path}: the worker never took charge of the page`);
  if (!withSw.settled || !without.settled) console.log(`  ! ${path}: the network never went quiet`);
  console.log(
    `  of which the worker's own fetches (script, imports, precache): ${withSw.bySw} req, ${kb(withSw.swBody)} of bodies`,
  );
}
if (list) {
  console.log(
    `precache list in sw.js: ${list.files} files, ${kb(list.bytes)} uncompressed on disk`,
  );
}
