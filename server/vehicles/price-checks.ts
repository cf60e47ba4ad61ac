import { foldText } from '@/domain/search/search-key';
import {
  FAIR_PRICE_RULES,
  judgePrice,
  type PriceCheck,
  type PriceStats,
} from '@/domain/pricing/fair-price';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Queryable } from '../db/db';
import { createShortCache } from './short-cache';

const { low, high, minComparables, windowDays, yearSpread } = FAIR_PRICE_RULES;

/** One index range per ad (migration 0009); the conditions repeat the domain's isComparable. */
const STATS_SQL = `SELECT a.id, s.count, s.p25, s.p75
  FROM jsonb_to_recordset($1::jsonb) AS a(id text, make_key text, model_key text, year integer)
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS count,
      percentile_cont(${low}) WITHIN GROUP (ORDER BY v.price) AS p25,
      percentile_cont(${high}) WITHIN GROUP (ORDER BY v.price) AS p75
    FROM vehicles v
    WHERE v.make_key = a.make_key AND lower(normalize(btrim(v.model), NFC)) = a.model_key
      AND v.year BETWEEN a.year - ${yearSpread} AND a.year + ${yearSpread}
      AND v.posted_at > now() - interval '${windowDays} days'
      AND v.hidden_at IS NULL AND v.status = 'active' AND v.price IS NOT NULL
      AND v.expires_at > now() AND v.id <> a.id
  ) s`;

type StatsRow = { id: string; count: number; p25: number | null; p75: number | null };
type Asked = { id: string; make_key: string; model_key: string; year: number };

/** Cleared on every write; ads asked for in the same tick share one query. */
export function createPriceChecks(db: Queryable, ttlMs: number) {
  const cache = createShortCache<PriceStats | null>(ttlMs, 10_000);
  let queued: Asked[] = [];
  let batch: Promise<Map<string, PriceStats | null>> | null = null;

  async function run(asked: Asked[]) {
    const rows = await db.query<StatsRow>(STATS_SQL, [JSON.stringify(asked)]);
    return new Map(
      rows.map((row) => [
        row.id,
        row.count >= minComparables && row.p25 !== null && row.p75 !== null
          ? { count: row.count, p25: Number(row.p25), p75: Number(row.p75) }
          : null,
      ]),
    );
  }

  function load(asked: Asked): Promise<PriceStats | null> {
    queued.push(asked);
    batch ??= Promise.resolve().then(() => {
      const now = queued;
      queued = [];
      batch = null;
      return run(now);
    });
    return batch.then((found) => found.get(asked.id) ?? null);
  }

  async function check(vehicle: Vehicle): Promise<PriceCheck | null> {
    if (vehicle.price === null || vehicle.soldAt) return null;
    const asked = {
      id: vehicle.id,
      make_key: foldText(vehicle.make),
      model_key: foldText(vehicle.model),
      year: vehicle.year,
    };
    const key = `${asked.id}\n${asked.make_key}\n${asked.model_key}\n${asked.year}`;
    return judgePrice(vehicle.price, await cache.get(key, () => load(asked)));
  }

  async function withCheck(vehicle: Vehicle): Promise<Vehicle> {
    const priceCheck = await check(vehicle);
    return priceCheck ? { ...vehicle, priceCheck } : vehicle;
  }

  return {
    check,
    withCheck,
    withChecks(vehicles: readonly Vehicle[]): Promise<Vehicle[]> {
      return Promise.all(vehicles.map(withCheck));
    },
    clear: () => cache.clear(),
  };
}
