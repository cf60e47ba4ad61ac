// One place for the page budgets and their PASS/FAIL lines.
// Each check prints its verdict at once and is repeated in the summary at the end of the bench.

export const BUDGETS = {
  lighthouse: { perf: 98, tbtMs: 100, lcpMs: 1500, cls: 0.01 },
  /** All JavaScript fetched on `/` until the network is quiet, gzip. */
  homeJsKb: 120,
  vehicles: {
    unthrottled: { firstList: 300, apply: 50, sort: 50 },
    throttled: { firstList: 1200, apply: 1200, sort: 1200 },
  },
};

const results = [];

/**
 * Records one budget. `atLeast` budgets pass when value ≥ limit, the others when value ≤ limit.
 * Returns the printed line.
 */
export function check(name, value, limit, { unit = '', atLeast = false, digits = 0 } = {}) {
  const pass = Number.isFinite(value) && (atLeast ? value >= limit : value <= limit);
  const shown = Number.isFinite(value) ? value.toFixed(digits) : String(value);
  const line = `${pass ? 'PASS' : 'FAIL'}  ${name}: ${shown}${unit} (budget ${atLeast ? '≥' : '≤'} ${limit}${unit})`;
  results.push({ name, pass, line });
  console.log(line);
  return line;
}

/** Prints every verdict again and returns how many failed. */
export function summary() {
  console.log('\n== Budgets ==');
  for (const { line } of results) console.log(line);
  const failed = results.filter((result) => !result.pass).length;
  console.log(`${results.length - failed} of ${results.length} budgets pass`);
  return failed;
}
