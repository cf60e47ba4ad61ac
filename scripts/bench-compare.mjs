// npm run bench:compare [-- <git ref>]: this checkout and an earlier commit (default: main before
// issue 44's data router) measured side by side in one run, so a change is judged against the
// same machine at the same moment. For each tree it builds dist/ (if missing), serves it like a
// static host and starts its own server (embedded PGlite, sample ads, one ad posted with a
// photo), then runs Lighthouse (mobile preset) on each page, the two trees taking turns.
// Prints first-load JS per route (from each build's manifest), a table of both trees' medians,
// and issue 44's budgets as PASS/FAIL lines. Options: RUNS (default 3), BENCH_COMPARE_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, summary } from './bench/budgets.mjs';
import { frameworkFloor } from './bench/framework-floor.mjs';
import { measure } from './bench/lighthouse.mjs';
import { publishAd } from './bench/publish-ad.mjs';

/** The last commit on main before the data router (issue 44). */
const BEFORE_ROUTER = '6149a0e2';
const ref = process.argv[2] || process.env.BASELINE_REF || BEFORE_ROUTER;
const RUNS = Number(process.env.RUNS || 3);
const PORT = Number(process.env.BENCH_COMPARE_PORT || 4600);
const ISSUE_44 = { firstLoadJsKb: 110, serverTbtMs: 150, cls: 0.01, slowLcpMs: 2500, perfLoss: 2 };

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
};

/** The earlier commit's files in a temporary folder, sharing node_modules when the lockfile matches. */
function checkOut(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-compare-'));
  const archive = spawnSync('git', ['archive', '--format=tar', commit], {
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  const same =
    readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
    readFileSync('package-lock.json', 'utf8');
  if (same) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  return dir;
}

function build(dir) {
  if (existsSync(join(dir, 'dist/.ssr'))) return;
  console.log(`Building ${dir}…`);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], dir);
}

function waitFor(child, text) {
  return new Promise((resolvePromise, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(text)) resolvePromise();
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before "${text}"`)));
  });
}

/** A tree's static host and server, and its first-load JS per route. */
async function start(name, dir, port) {
  const staticHost = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', 'dist', '--port', String(port)],
    { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitFor(staticHost, 'served at');
  const data = mkdtempSync(join(tmpdir(), 'bikebazaar-compare-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      SAMPLE_ADS: 'true',
      DATA_DIR: data,
      DIST_DIR: join(dir, 'dist'),
      DATABASE_URL: '',
      POST_RATE_LIMIT: '1000',
      PORT: String(port + 1),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitFor(server, 'is running');
  const serverBase = `http://127.0.0.1:${port + 1}`;
  const adId = await publishAd(serverBase);
  const { FIRST_LOAD_ROUTES, readBuild } = await import(
    pathToFileURL(join(dir, 'scripts/bench/first-load.mjs')).href
  );
  const { firstLoad } = readBuild(join(dir, 'dist'));
  const firstLoads = Object.fromEntries(
    FIRST_LOAD_ROUTES.map(({ route, module }) => [route, firstLoad(module).bytes / 1024]),
  );
  const stop = () => {
    staticHost.kill();
    server.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
  return {
    name,
    firstLoads,
    stop,
    pages: [
      { label: 'static /', url: `http://127.0.0.1:${port}/`, slow: true },
      {
        label: 'static /browse/scooters',
        url: `http://127.0.0.1:${port}/browse/scooters`,
        slow: true,
      },
      { label: 'server /', url: `${serverBase}/`, slow: true },
      { label: 'server /browse/scooters', url: `${serverBase}/browse/scooters`, slow: true },
      { label: 'server ad page', url: `${serverBase}/vehicle/${adId}`, slow: false },
    ],
  };
}

const here = resolve('.');
console.log(`Comparing this checkout with ${ref} (RUNS=${RUNS})`);
const baseDir = checkOut(ref);
const trees = [];
try {
  build(baseDir);
  build(here);
  trees.push(await start(`before (${ref})`, baseDir, PORT));
  trees.push(await start('this checkout', here, PORT + 10));
  const [before, after] = trees;

  console.log('\n== First-load JS (gzip, level 9, from each build manifest) ==');
  const routes = [
    ...new Set([...Object.keys(before.firstLoads), ...Object.keys(after.firstLoads)]),
  ];
  console.log(`${'route'.padEnd(20)} ${'before'.padStart(9)} ${'after'.padStart(9)}`);
  for (const route of routes) {
    const show = (kb) => (kb === undefined ? '—' : `${kb.toFixed(1)} KB`).padStart(9);
    console.log(
      `${route.padEnd(20)} ${show(before.firstLoads[route])} ${show(after.firstLoads[route])}`,
    );
  }
  const floor = await frameworkFloor();
  const withRouter = floor['react + data router'];
  console.log(
    `Built alone from this checkout's packages: React + React DOM ${floor.react.toFixed(1)} KB; ` +
      `with the data router ${withRouter.toFixed(1)} KB, which leaves ` +
      `${(ISSUE_44.firstLoadJsKb - withRouter).toFixed(1)} KB of the ${ISSUE_44.firstLoadJsKb} KB budget ` +
      `for the app. The app's own share now: ${Object.entries(after.firstLoads)
        .map(([route, kb]) => `${route} ${(kb - withRouter).toFixed(1)} KB`)
        .join(', ')}.`,
  );

  console.log(`\n== Lighthouse, mobile preset, median of ${RUNS} run(s); the trees take turns ==`);
  console.log(
    `${'page'.padEnd(26)} ${'profile'.padEnd(7)} ${'perf b/a'.padStart(9)} ${'TBT ms b/a'.padStart(13)} ${'LCP ms b/a'.padStart(13)} ${'CLS b/a'.padStart(13)} ${'JS KB b/a'.padStart(11)}`,
  );
  const rows = [];
  for (let i = 0; i < before.pages.length; i += 1) {
    for (const profile of before.pages[i].slow ? ['default', 'slow'] : ['default']) {
      const measured = [];
      for (const tree of trees) measured.push(await measure(tree.pages[i].url, profile, RUNS));
      const [b, a] = measured;
      rows.push({ label: before.pages[i].label, profile, before: b, after: a });
      const show = (x, digits) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
      const pair = (x, y, digits = 0) => `${show(x, digits)}/${show(y, digits)}`;
      console.log(
        `${before.pages[i].label.padEnd(26)} ${profile.padEnd(7)} ${pair(b.perf, a.perf).padStart(9)} ${pair(b.tbt, a.tbt).padStart(13)} ${pair(b.lcp, a.lcp).padStart(13)} ${pair(b.cls, a.cls, 3).padStart(13)} ${pair(b.scriptKb, a.scriptKb).padStart(11)}`,
      );
    }
  }

  console.log('\n== Issue 44 budgets (this checkout) ==');
  for (const [route, kb] of Object.entries(after.firstLoads))
    check(`first-load JS ${route}`, kb, ISSUE_44.firstLoadJsKb, { unit: ' KB', digits: 1 });
  for (const { label, profile, before: b, after: a } of rows) {
    const name = `${label}${profile === 'slow' ? ' (slow)' : ''}`;
    check(`CLS ${name}`, a.cls, ISSUE_44.cls, { digits: 3 });
    if (profile === 'default') {
      check(`perf points lost ${name}`, b.perf - a.perf, ISSUE_44.perfLoss);
      if (label !== 'server /' && label.startsWith('server'))
        check(`TBT ${name}`, a.tbt, ISSUE_44.serverTbtMs, { unit: ' ms' });
    } else if (label.endsWith('/') || label.includes('browse')) {
      check(`LCP ${name}`, a.lcp, ISSUE_44.slowLcpMs, { unit: ' ms' });
    }
  }
} finally {
  for (const tree of trees) tree.stop();
  rmSync(baseDir, { recursive: true, force: true });
}
process.exitCode = summary() ? 1 : 0;
