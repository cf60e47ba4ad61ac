import { getSampleVehicles } from '@/data/sample-vehicles';
import { BENCH_LOCATIONS } from './bench-data';

/** A load's outcome: time-outs count as errors, and as endless latencies in the p95. */
export type LoadResult = { rps: number; p95: number; errors: number; timeouts: number };
export type Budget = { rps?: number; p95?: number };
export type Engine = 'postgres' | 'pglite';
export type CaseKey = 'a' | 'b' | 'deep' | 'c' | 'mixed' | 'page' | 'listPage' | 'pageCached';

/** The server's budgets at 100,000 ads, 50 connections, this 2-core machine. */
export const BUDGETS: Record<Engine, Partial<Record<CaseKey, Budget>>> = {
  postgres: {
    a: { rps: 2_000, p95: 40 },
    b: { rps: 300, p95: 250 },
    deep: { rps: 2_000 },
    c: { rps: 5_000 },
    mixed: { rps: 1_500 },
    // Server-rendered pages: an ad and a list, HTML and list caches off; one page cached.
    page: { rps: 800, p95: 30 },
    listPage: { p95: 50 },
    pageCached: { rps: 5_000 },
  },
  pglite: {
    a: { rps: 500, p95: 150 },
    b: { rps: 60, p95: 1_000 },
    deep: { rps: 500 },
    c: { rps: 1_000 },
    mixed: { rps: 400 },
  },
};

export function describeBudget(budget: Budget): string {
  const parts = [budget.rps && `≥ ${budget.rps} req/s`, budget.p95 && `p95 ≤ ${budget.p95} ms`];
  return [...parts.filter(Boolean), '0 errors'].join(', ');
}

export function meets(budget: Budget, result: LoadResult): boolean {
  return (
    result.errors === 0 &&
    result.timeouts === 0 &&
    (!budget.rps || result.rps >= budget.rps) &&
    (!budget.p95 || result.p95 <= budget.p95)
  );
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const PRICE_BANDS = ['', 'priceMax=300000', 'priceMin=300000&priceMax=800000', 'priceMin=800000'];
const SORTS = ['newest', 'price-asc', 'price-desc', 'mileage-asc'];
const TYPES = ['all', 'scooters', 'sport', 'trail', 'cruiser', 'electric', 'high-capacity'];

/** mulberry32: a small deterministic generator, so every run asks for the same URLs. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % 4_294_967_296) % n;
  };
}

/**
 * `count` distinct first-page list URLs as visitors make them: a category, sometimes one of its
 * makes, a town, a price band, a sort. The caller turns some into second pages by following a cursor.
 */
export function mixedListUrls(count: number): string[] {
  // The makes a category's checkboxes offer.
  const makesOf = (type: string) => [
    ...new Set(
      getSampleVehicles()
        .filter((v) => type === 'all' || v.type === type)
        .map((v) => v.make),
    ),
  ];
  const pick = random(42);
  const urls = new Set<string>();
  while (urls.size < count) {
    const type = TYPES[pick(TYPES.length)]!;
    const params = [`type=${type}`];
    const makes = makesOf(type);
    if (pick(3) > 0) params.push(`make=${encodeURIComponent(makes[pick(makes.length)]!)}`);
    if (pick(2) > 0) params.push(`location=${BENCH_LOCATIONS[pick(BENCH_LOCATIONS.length)]}`);
    const band = PRICE_BANDS[pick(PRICE_BANDS.length)]!;
    if (band) params.push(band);
    params.push(`sort=${SORTS[pick(SORTS.length)]}`);
    urls.add(`/api/vehicles?${params.join('&')}`);
  }
  return [...urls];
}
