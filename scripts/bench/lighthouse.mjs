// Lighthouse (mobile preset) runs for the bench: the default profile, and a slow one for a cheap
// phone on a weak signal (400 Kbps, 400 ms round trips, 4× CPU; simulated throttling).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const PROFILES = {
  default: {},
  slow: {
    throttlingMethod: 'simulate',
    throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 },
  },
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function runOnce(url, profile) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...PROFILES[profile],
    });
    if (lhr.runtimeError) console.warn(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return {
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      best: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scriptKb:
        (lhr.audits['resource-summary'].details?.items ?? []).find(
          (item) => item.resourceType === 'script',
        )?.transferSize / 1024 || 0,
    };
  } finally {
    await chrome.kill();
  }
}

export async function measure(url, profile, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, profile));
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
}

export const HEADER =
  'route                        profile perf  a11y  best   seo    FCP ms   LCP ms  TBT ms    CLS  bench';

export function formatRow(route, profile, m) {
  const n = (value, width) => String(Math.round(value)).padStart(width);
  return `${route.slice(0, 28).padEnd(28)} ${profile.padEnd(7)} ${n(m.perf, 4)} ${n(m.a11y, 5)} ${n(m.best, 5)} ${n(m.seo, 5)} ${n(m.fcp, 9)} ${n(m.lcp, 8)} ${n(m.tbt, 7)} ${m.cls.toFixed(3).padStart(6)} ${n(m.benchmarkIndex, 6)}`;
}
