// npm run bench (after the static build's bench): the marketplace server's rendered pages in
// Lighthouse, default and slow profile (scripts/bench/lighthouse.mjs): `/`, a list and the page
// of an ad published through the API with a real photo (embedded PGlite in a temporary folder).
// Needs a build with dist/.ssr (npm run build). Options: RUNS (default 3), BENCH_PAGES_PORT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { checkLighthouse, summary } from './bench/budgets.mjs';
import { publishAd } from './bench/publish-ad.mjs';
import { formatRow, HEADER, measure, median } from './bench/lighthouse.mjs';

const RUNS = Number(process.env.RUNS || 3);
const PORT = Number(process.env.BENCH_PAGES_PORT || 4510);
const BASE = `http://127.0.0.1:${PORT}`;

const { startServer, stopServer } = await tsImport(
  '../server/bench/bench-server-process.ts',
  import.meta.url,
);

const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-bench-pages-'));
const server = await startServer(PORT, {
  DATA_DIR: join(dir, 'data'),
  DIST_DIR: resolve('dist'),
  DATABASE_URL: '',
  POST_RATE_LIMIT: '1000',
});
try {
  const id = await publishAd(BASE);
  console.log(`\n== Server pages in Lighthouse, mobile preset, median of ${RUNS} run(s) ==`);
  console.log(HEADER);
  const results = [];
  for (const route of ['/', '/browse/scooters', `/vehicle/${id}`]) {
    for (const profile of ['default', 'slow']) {
      const m = await measure(`${BASE}${route}`, profile, RUNS);
      results.push({ route, profile, ...m });
      console.log(formatRow(route, profile, m));
    }
  }
  console.log(
    `Lighthouse benchmarkIndex (median): ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`,
  );
  for (const r of results) checkLighthouse(r, 'server ');
} finally {
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = summary() ? 1 : 0;
