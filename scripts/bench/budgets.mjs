export const BUDGETS = {
  lighthouse: { perf: 98, tbtMs: 100, lcpMs: 1500, cls: 0.01 },
  /** 400 Kbps, 400 ms RTT, 4× CPU (scripts/bench/lighthouse.mjs): only LCP and CLS are budgeted. */
  slowLighthouse: { lcpMs: 2500, cls: 0.01 },
  firstLoadJsKb: 100,
  homeJsKb: 120,
  vehicles: {
    unthrottled: { firstList: 300, apply: 50, sort: 50 },
    throttled: { firstList: 1200, apply: 1200, sort: 1200 },
  },
};

const results = [];

/** `atLeast` budgets pass when value ≥ limit, the others when value ≤ limit. */
export function check(name, value, limit, { unit = '', atLeast = false, digits = 0 } = {}) {
  const pass = Number.isFinite(value) && (atLeast ? value >= limit : value <= limit);
  const shown = Number.isFinite(value) ? value.toFixed(digits) : String(value);
  const line = `${pass ? 'PASS' : 'FAIL'}  ${name}: ${shown}${unit} (budget ${atLeast ? '≥' : '≤'} ${limit}${unit})`;
  results.push({ name, pass, line });
  console.log(line);
  return line;
}

export function checkLighthouse(r, prefix = '') {
  const name = `${prefix}${r.route}${r.profile === 'slow' ? ' (slow)' : ''}`;
  if (r.profile === 'slow') {
    check(`LCP ${name}`, r.lcp, BUDGETS.slowLighthouse.lcpMs, { unit: ' ms' });
    check(`CLS ${name}`, r.cls, BUDGETS.slowLighthouse.cls, { digits: 3 });
    return;
  }
  const budget = BUDGETS.lighthouse;
  check(`Lighthouse performance ${name}`, r.perf, budget.perf, { atLeast: true });
  check(`TBT ${name}`, r.tbt, budget.tbtMs, { unit: ' ms' });
  check(`LCP ${name}`, r.lcp, budget.lcpMs, { unit: ' ms' });
  check(`CLS ${name}`, r.cls, budget.cls, { digits: 3 });
}

export function summary() {
  console.log('\n== Budgets ==');
  for (const { line } of results) console.log(line);
  const failed = results.filter((result) => !result.pass).length;
  console.log(`${results.length - failed} of ${results.length} budgets pass`);
  return failed;
}
