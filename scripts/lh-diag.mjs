// Diagnostic: one Lighthouse run per given path (BASE, PROFILE=slow), printing LCP element/phases, bootup and long tasks.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PROFILES } from './bench/lighthouse.mjs';
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const BASE = process.env.BASE || 'http://127.0.0.1:4400';
// PROFILE=slow: 400 Kbps, 400 ms RTT, 4× CPU (as the bench's slow profile).
const PROFILE = PROFILES[process.env.PROFILE || 'default'];
mkdirSync('/tmp/lh', { recursive: true });
for (const route of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const { lhr } = await lighthouse(`${BASE}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...PROFILE,
  });
  await chrome.kill();
  writeFileSync(`/tmp/lh/${route.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(
    `\n### ${route}  perf ${lhr.categories.performance.score * 100} FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)} SI ${Math.round(a['speed-index'].numericValue)}`,
  );
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element:', lcpEl?.snippet, lcpEl?.nodeLabel);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (phases)
    console.log('phases:', phases.map((p) => `${p.phase}=${Math.round(p.timing)}`).join(' '));
  console.log(
    'bootup:',
    (a['bootup-time'].details?.items ?? [])
      .slice(0, 6)
      .map(
        (i) =>
          `${i.url.split('/').pop()} total=${Math.round(i.total)} script=${Math.round(i.scripting)}`,
      )
      .join(' | '),
  );
  console.log(
    'long tasks:',
    (a['long-tasks']?.details?.items ?? [])
      .slice(0, 8)
      .map((i) => `${i.url?.split('/').pop()}@${Math.round(i.startTime)}+${Math.round(i.duration)}`)
      .join(' | '),
  );
  console.log(
    'mainthread:',
    (a['mainthread-work-breakdown'].details?.items ?? [])
      .map((i) => `${i.group}=${Math.round(i.duration)}`)
      .join(' '),
  );
  const chains = a['critical-request-chains']?.details?.longestChain;
  console.log('longest chain:', JSON.stringify(chains));
  console.log(
    'network:',
    (a['network-requests'].details?.items ?? [])
      .map(
        (i) =>
          `${i.url.replace(BASE, '')}[${Math.round(i.networkRequestTime ?? i.startTime)}-${Math.round(i.networkEndTime ?? i.endTime)} ${Math.round(i.transferSize / 1024)}K]`,
      )
      .join('\n  '),
  );
}
