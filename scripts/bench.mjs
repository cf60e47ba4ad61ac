// npm run bench: builds if needed, serves dist/ and prints
//  1. gzip sizes of each route chunk (from the build manifest) and of all JavaScript a phone
//     fetches on `/` until the network is quiet (in Chromium),
//  2. Lighthouse (mobile preset) scores and metrics per route, median of RUNS (default 5), with
//     Lighthouse's benchmarkIndex (how fast this host's CPU is),
//  3. the vehicle list figures with 10,000 stored ads (scripts/bench-vehicles.mjs),
//  4. one PASS/FAIL line per budget (scripts/bench/budgets.mjs); the exit code is 1 if any fails.
// Options: RUNS=1 for a quick look, SKIP_LIGHTHOUSE=1, SKIP_VEHICLES=1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BUDGETS, check, summary } from './bench/budgets.mjs';
import { measureHomeJs } from './bench/home-js.mjs';

const RUNS = Number(process.env.RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 4400);
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync('dist/.vite/manifest.json')) {
  console.log('Building…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

// ---- 1. Bundle sizes from the Vite manifest ----
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}
const entryFiles = closure('index.html');
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
const homeKey = routeKeys.find((key) => key.endsWith('/home.tsx'));
// The entry paints the prerendered page, then loads the app (src/app/start.tsx) and the page.
const startFiles = closure('src/app/start.tsx');
const firstLoad = new Set([...entryFiles, ...startFiles, ...closure(homeKey)]);
const firstLoadGzip = [...firstLoad]
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSize(f), 0);

console.log('\n== JavaScript (gzip, level 9) ==');
const jsGzip = (files) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
console.log(`entry (paints, then starts)      ${kb(jsGzip(entryFiles))} KB`);
console.log(
  `app start (React, router, shell) ${kb(jsGzip([...startFiles].filter((f) => !entryFiles.has(f))))} KB`,
);
console.log(`first load of /  (shell + home)  ${kb(firstLoadGzip)} KB (from the manifest)`);
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys.sort()) {
  const own = [...closure(key)].filter(
    (f) =>
      f.endsWith('.js') &&
      !entryFiles.has(f) &&
      (key === 'src/app/start.tsx' || !startFiles.has(f)),
  );
  const size = own.reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`  chunk ${key.padEnd(58)} ${kb(size).padStart(6)} KB (with its own imports)`);
}

// ---- Serve the build ----
const server = spawn('node', ['scripts/serve.mjs', '--dir', 'dist', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const stop = () => server.kill();
process.on('exit', stop);

// ---- JavaScript a phone fetches on `/` ----
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

// ---- 2. Lighthouse ----
const results = [];
if (!process.env.SKIP_LIGHTHOUSE) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const routes = [
    '/',
    '/?view=spare-parts',
    '/?view=biker-gear',
    '/browse/scooters',
    await findVehiclePath(),
    '/post-ad',
  ];
  console.log(`\n== Lighthouse, mobile preset, median of ${RUNS} run(s) ==`);
  console.log(
    'route                         perf  a11y  best   seo    FCP ms   LCP ms  TBT ms    CLS  bench',
  );
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const { lhr } = await lighthouse(`${BASE}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push({
          perf: lhr.categories.performance.score * 100,
          a11y: lhr.categories.accessibility.score * 100,
          best: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      } finally {
        await chrome.kill();
      }
    }
    const m = Object.fromEntries(
      Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
    );
    results.push({ route, ...m });
    console.log(
      `${route.slice(0, 28).padEnd(28)} ${String(Math.round(m.perf)).padStart(5)} ${String(Math.round(m.a11y)).padStart(5)} ${String(Math.round(m.best)).padStart(5)} ${String(Math.round(m.seo)).padStart(5)} ${String(Math.round(m.fcp)).padStart(9)} ${String(Math.round(m.lcp)).padStart(8)} ${String(Math.round(m.tbt)).padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${String(Math.round(m.benchmarkIndex)).padStart(6)}`,
    );
  }
  const budget = BUDGETS.lighthouse;
  console.log(
    `Lighthouse benchmarkIndex (median): ${Math.round(median(results.map((r) => r.benchmarkIndex)))}` +
      ' (higher is a faster CPU; mid-range phones score far lower)',
  );
  for (const r of results) {
    check(`Lighthouse performance ${r.route}`, r.perf, budget.perf, { atLeast: true });
    check(`TBT ${r.route}`, r.tbt, budget.tbtMs, { unit: ' ms' });
    check(`LCP ${r.route}`, r.lcp, budget.lcpMs, { unit: ' ms' });
    check(`CLS ${r.route}`, r.cls, budget.cls, { digits: 3 });
  }
}

// ---- 3. Vehicle list with 10,000 stored ads ----
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
    { date: new Date().toISOString(), homeJs, lighthouse: results, vehicles },
    null,
    2,
  ),
);
const failed = summary();
stop();
process.exit(failed ? 1 : 0);
