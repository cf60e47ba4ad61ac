// npm run bench: builds if needed, serves dist/ and prints
//  1. gzip sizes of the first-load JS per route and of each lazy chunk (from the build manifest),
//     and of all JavaScript a phone
//     fetches on `/` until the network is quiet (in Chromium),
//  2. Lighthouse (mobile preset) scores and metrics per route, median of RUNS (default 5), with
//     Lighthouse's benchmarkIndex (how fast this host's CPU is),
//  3. the vehicle list figures with 10,000 stored ads (scripts/bench-vehicles.mjs),
//  4. one PASS/FAIL line per budget (scripts/bench/budgets.mjs); the exit code is 1 if any fails.
// Options: RUNS=1 for a quick look, SKIP_LIGHTHOUSE=1, SKIP_VEHICLES=1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BUDGETS, check, checkLighthouse, summary } from './bench/budgets.mjs';
import { FIRST_LOAD_ROUTES, readBuild } from './bench/first-load.mjs';
import { frameworkFloor } from './bench/framework-floor.mjs';
import { measureHomeJs } from './bench/home-js.mjs';
import { formatRow, HEADER, measure, median } from './bench/lighthouse.mjs';

const RUNS = Number(process.env.RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 4400);
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync('dist/.vite/manifest.json')) {
  console.log('Building…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const { manifest, closure, jsGzip, entryFiles, startFiles, firstLoad } = readBuild();

console.log('\n== JavaScript (gzip, level 9) ==');
console.log(`entry (paints, then starts)      ${kb(jsGzip(entryFiles))} KB`);
console.log(
  `app start (React, router, shell) ${kb(jsGzip([...startFiles].filter((f) => !entryFiles.has(f))))} KB`,
);
const firstLoads = FIRST_LOAD_ROUTES.map(({ route, module }) => ({
  route,
  bytes: firstLoad(module).bytes,
}));
for (const { route, bytes } of firstLoads)
  console.log(`first load of ${route.padEnd(18)} ${kb(bytes).padStart(6)} KB (from the manifest)`);
const floor = await frameworkFloor();
console.log(
  `built alone: React + React DOM ${floor.react.toFixed(1)} KB, with the data router ${floor['react + data router'].toFixed(1)} KB (scripts/bench/framework-floor.mjs)`,
);
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys.sort()) {
  const own = [...closure(key)].filter(
    (f) => !entryFiles.has(f) && (key === 'src/app/start.tsx' || !startFiles.has(f)),
  );
  console.log(`  chunk ${key.padEnd(58)} ${kb(jsGzip(own)).padStart(6)} KB (with its own imports)`);
}
for (const { route, bytes } of firstLoads)
  check(`first-load JS ${route} (gzip)`, bytes / 1024, BUDGETS.firstLoadJsKb, {
    unit: ' KB',
    digits: 1,
  });

const server = spawn('node', ['scripts/serve.mjs', '--dir', 'dist', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const stop = () => server.kill();
process.on('exit', stop);

const homeJs = await measureHomeJs(BASE);
console.log('\n== JavaScript fetched on / until the network is quiet (gzip, level 9) ==');
for (const file of homeJs.files)
  console.log(`  ${file.path.padEnd(60)} ${kb(file.bytes).padStart(6)} KB`);
check('JS fetched on / (gzip)', homeJs.totalBytes / 1024, BUDGETS.homeJsKb, {
  unit: ' KB',
  digits: 1,
});

async function findVehiclePath() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${BASE}/browse/all`);
  const href = await page
    .getByRole('link', { name: /Find out more/ })
    .first()
    .getAttribute('href', { timeout: 10_000 })
    .catch(() => null);
  await browser.close();
  return href ?? '/vehicle/unknown';
}

const results = [];
if (!process.env.SKIP_LIGHTHOUSE) {
  const vehiclePath = await findVehiclePath();
  const routes = ['/', '/?view=spare-parts', '/?view=biker-gear', '/browse/scooters', vehiclePath];
  // The slow profile: the home page, a list and an ad page, on a cheap phone's weak signal.
  const slowRoutes = new Set(['/', '/browse/scooters', vehiclePath]);
  console.log(`\n== Lighthouse, mobile preset, median of ${RUNS} run(s) ==`);
  console.log(HEADER);
  for (const route of [...routes, '/post-ad']) {
    for (const profile of slowRoutes.has(route) ? ['default', 'slow'] : ['default']) {
      const m = await measure(`${BASE}${route}`, profile, RUNS);
      results.push({ route, profile, ...m });
      console.log(formatRow(route, profile, m));
    }
  }
  console.log(
    `Lighthouse benchmarkIndex (median): ${Math.round(median(results.map((r) => r.benchmarkIndex)))}` +
      ' (higher is a faster CPU; mid-range phones score far lower)',
  );
  for (const r of results) checkLighthouse(r);
}

let vehicles = null;
if (!process.env.SKIP_VEHICLES) {
  const { run } = await import('./bench-vehicles.mjs');
  vehicles = await run({ baseUrl: BASE });
  for (const mode of ['unthrottled', 'throttled']) {
    const label = mode === 'throttled' ? '4x CPU' : '1x CPU';
    const budget = BUDGETS.vehicles[mode];
    check(`10,000 ads: first list, ${label}`, vehicles[mode].firstList, budget.firstList, {
      unit: ' ms',
    });
    check(`10,000 ads: Apply filters, ${label}`, vehicles[mode].apply, budget.apply, {
      unit: ' ms',
    });
    check(`10,000 ads: sort, ${label}`, vehicles[mode].sort, budget.sort, { unit: ' ms' });
  }
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), firstLoads, homeJs, lighthouse: results, vehicles },
    null,
    2,
  ),
);
const failed = summary();
stop();
process.exit(failed ? 1 : 0);
