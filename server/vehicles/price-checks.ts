import { foldText } from '@/domain/search/search-key';
import {
  FAIR_PRICE_RULES,
  judgePrice,
  percentileContOf,
  type PriceCheck,
  type PriceStats,
} from '@/domain/pricing/fair-price';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Queryable } from '../db/db';
import { createShortCache } from './short-cache';

const { low, high, minComparables, windowDays, yearSpread } = FAIR_PRICE_RULES;
const DAY_MS = 86_400_000;

/**
 * The live prices of one make, model and model year's comparables, sorted: one index range per
 * group (migration 0009); the conditions repeat the domain's isComparable.
 */
const GROUPS_SQL = `SELECT g.key, s.prices
  FROM jsonb_to_recordset($1::jsonb) AS g(key text, make_key text, model_key text, year integer)
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(v.price::float8 ORDER BY v.price), '{}') AS prices
    FROM vehicles v
    WHERE v.make_key = g.make_key AND lower(normalize(btrim(v.model), NFC)) = g.model_key
      AND v.year BETWEEN g.year - ${yearSpread} AND g.year + ${yearSpread}
      AND v.posted_at > now() - interval '${windowDays} days'
      AND v.hidden_at IS NULL AND v.status = 'active' AND v.price IS NOT NULL
      AND v.expires_at > now()
  ) s`;

type Group = { key: string; make_key: string; model_key: string; year: number };
type GroupRow = { key: string; prices: number[] };

/** Where `value` is in ascending `sorted`, or -1. */
function indexOfSorted(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo] === value ? lo : -1;
}

/** The group's prices without the judged ad's own, when it is one of them (no copy made). */
function statsWithout(sorted: readonly number[], own: number | null): PriceStats | null {
  const at = own === null ? -1 : indexOfSorted(sorted, own);
  const count = at < 0 ? sorted.length : sorted.length - 1;
  if (count < minComparables) return null;
  const valueAt = (i: number) => sorted[at >= 0 && i >= at ? i + 1 : i]!;
  return {
    count,
    p25: percentileContOf(count, valueAt, low),
    p75: percentileContOf(count, valueAt, high),
  };
}

/**
 * Verdicts from each comparison group's sorted prices. Groups are kept like facets (until this
 * instance writes, and at most `ttlMs`), so a page of ads costs no aggregate per ad; groups asked
 * for in the same tick share one query.
 */
export function createPriceChecks(db: Queryable, ttlMs: number) {
  const groups = createShortCache<readonly number[]>(ttlMs, 5_000);
  let queued: Group[] = [];
  let batch: Promise<Map<string, number[]>> | null = null;

  async function run(asked: Group[]) {
    const rows = await db.query<GroupRow>(GROUPS_SQL, [JSON.stringify(asked)]);
    return new Map(rows.map((row) => [row.key, row.prices.map(Number)]));
  }

  function load(group: Group): Promise<readonly number[]> {
    queued.push(group);
    batch ??= Promise.resolve().then(() => {
      const now = queued;
      queued = [];
      batch = null;
      return run(now);
    });
    return batch.then((found) => found.get(group.key) ?? []);
  }

  async function check(vehicle: Vehicle): Promise<PriceCheck | null> {
    if (vehicle.price === null || vehicle.soldAt) return null;
    const group = {
      make_key: foldText(vehicle.make),
      model_key: foldText(vehicle.model),
      year: vehicle.year,
    };
    const key = `${group.make_key}\n${group.model_key}\n${group.year}`;
    const prices = await groups.get(key, () => load({ key, ...group }));
    // A listed, unsold ad is in its own group unless it was posted before the window.
    const inWindow = Date.parse(vehicle.postedAt) > Date.now() - windowDays * DAY_MS;
    return judgePrice(vehicle.price, statsWithout(prices, inWindow ? vehicle.price : null));
  }

  async function withCheck(vehicle: Vehicle): Promise<Vehicle> {
    const priceCheck = await check(vehicle);
    return priceCheck ? { ...vehicle, priceCheck } : vehicle;
  }

  return {
    check,
    withCheck,
    /** On ads just read for a page (no copy of each: a page is 24 of them). */
    async addChecks(vehicles: Vehicle[]): Promise<void> {
      const checks = await Promise.all(vehicles.map(check));
      checks.forEach((priceCheck, i) => {
        if (priceCheck) vehicles[i]!.priceCheck = priceCheck;
      });
    },
    clear: () => groups.clear(),
  };
}
