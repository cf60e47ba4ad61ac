// npm run bench: builds if needed, serves dist/ and prints
//  1. gzip sizes of the JavaScript `/` needs on first load and of each route chunk,
//  2. Lighthouse (mobile preset) scores and metrics per route, median of RUNS (default 5),
//  3. the vehicle list figures with 10,000 stored ads (scripts/bench-vehicles.mjs), if present.
// Options: RUNS=1 for a quick look, SKIP_LIGHTHOUSE=1, SKIP_VEHICLES=1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const RUNS = Number(process.env.RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 4400);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_FIRST_LOAD_KB = 110;

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
console.log(
  `first load of /  (shell + home)  ${kb(firstLoadGzip)} KB   budget ≤ ${BUDGET_FIRST_LOAD_KB} KB  ${firstLoadGzip / 1024 <= BUDGET_FIRST_LOAD_KB ? 'OK' : 'OVER'}`,
);
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
    'route                         perf  a11y  best   seo    FCP ms   LCP ms  TBT ms    CLS',
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
      `${route.slice(0, 28).padEnd(28)} ${String(Math.round(m.perf)).padStart(5)} ${String(Math.round(m.a11y)).padStart(5)} ${String(Math.round(m.best)).padStart(5)} ${String(Math.round(m.seo)).padStart(5)} ${String(Math.round(m.fcp)).padStart(9)} ${String(Math.round(m.lcp)).padStart(8)} ${String(Math.round(m.tbt)).padStart(7)} ${m.cls.toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    'budgets: perf ≥ 95, a11y 100, best practices 100, SEO ≥ 90 (100 aimed), TBT ≤ 150 ms, CLS ≤ 0.02, LCP ≤ 2000 ms',
  );
}

// ---- 3. Vehicle list with 10,000 stored ads ----
if (!process.env.SKIP_VEHICLES && existsSync('scripts/bench-vehicles.mjs')) {
  const { run } = await import('./bench-vehicles.mjs');
  await run({ baseUrl: BASE });
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), firstLoadGzip, lighthouse: results }, null, 2),
);
stop();
process.exit(0);
