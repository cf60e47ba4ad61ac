import type { SortOrder } from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Queryable } from '../db/db';
import { createShortCache } from './short-cache';
import { type Cursor, encodeCursor } from './vehicle-cursor';
import {
  broadHelps,
  countSql,
  keywordTexts,
  type KeywordMode,
  type ListFilters,
  pageSql,
} from './vehicle-list-sql';
import { fromRow, LISTED, VEHICLE_COLUMNS, type VehicleRow } from './vehicle-rows';

export type VehiclePage = {
  items: Vehicle[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

export type ListQuery = {
  filters: ListFilters;
  sort: SortOrder;
  cursor: Cursor | null;
  limit: number;
};

export type Facets = { makes: string[]; locations: string[] };
const FACETS_MAX = 100;

/** Counting further costs a search. */
export const KEYWORD_COUNT_CAP = 1_000;
/** Fewer whole-word matches than a page: look for substrings and typos too. */
const KEYWORD_FEW = 24;
/** Kept until this instance writes, and at most this long: ads expire and other instances write. */
export const DERIVED_SECONDS = 30;

function facetsSql(type: ListFilters['type']): { text: string; params: unknown[] } {
  const kind = type === 'all' ? "kind = 'vehicle'" : type === 'atv-adv' ? 'atv_adv' : 'type = $1';
  const where = `${kind} AND ${LISTED}`;
  const params = type === 'all' || type === 'atv-adv' ? [] : [type];
  const column = (name: string) =>
    `ARRAY(SELECT min(${name}) FROM vehicles WHERE ${where} GROUP BY lower(${name}) ` +
    `ORDER BY count(*) DESC, lower(${name}) LIMIT ${FACETS_MAX})`;
  return {
    text: `SELECT ${column('make')} AS makes, ${column('location')} AS locations`,
    params,
  };
}

function sortKeyOf(vehicle: Vehicle, sort: SortOrder): string | number | null {
  switch (sort) {
    case 'newest':
      return vehicle.postedAt;
    case 'price-asc':
    case 'price-desc':
      return vehicle.price;
    case 'mileage-asc':
      return vehicle.mileageKm;
  }
}

type Counted = { mode: KeywordMode; total: number; totalCapped: boolean };

/**
 * Pages kept `listCacheSeconds` (with their price verdicts, `addChecks`), counts and facets
 * DERIVED_SECONDS; `changed()` drops them.
 */
export function createVehicleListing(
  db: Queryable,
  options: { listCacheSeconds: number; addChecks?: (items: Vehicle[]) => Promise<void> },
) {
  const ttl = options.listCacheSeconds * 1000;
  const pages = createShortCache<VehiclePage>(ttl);
  const counts = createShortCache<Counted>(DERIVED_SECONDS * 1000);
  const facetCache = createShortCache<Facets>(DERIVED_SECONDS * 1000);

  async function count(filters: ListFilters, mode: KeywordMode, cap?: number): Promise<number> {
    const sql = countSql(filters, mode, cap);
    const [row] = await db.query<{ total: number }>(sql.text, sql.params, {
      plan: sql.plan ?? 'kept',
    });
    return row?.total ?? 0;
  }

  async function keywordCount(filters: ListFilters) {
    const cap = KEYWORD_COUNT_CAP + 1;
    const words = await count(filters, 'words', cap);
    if (words >= KEYWORD_FEW || !broadHelps(filters.q)) {
      return { mode: 'words' as const, total: words };
    }
    return { mode: 'broad' as const, total: await count(filters, 'broad', cap) };
  }

  function counted(filters: ListFilters): Promise<Counted> {
    return counts.get(JSON.stringify(filters), async () => {
      if (!keywordTexts(filters.q).length) {
        return { mode: 'words', total: await count(filters, 'words'), totalCapped: false };
      }
      const { mode, total } = await keywordCount(filters);
      return {
        mode,
        total: Math.min(total, KEYWORD_COUNT_CAP),
        totalCapped: total > KEYWORD_COUNT_CAP,
      };
    });
  }

  async function loadPage({ filters, sort, cursor, limit }: ListQuery): Promise<VehiclePage> {
    const counting = counted(filters);
    // Without a keyword the page need not wait for the count.
    const mode = keywordTexts(filters.q).length ? (await counting).mode : 'words';
    const sql = pageSql(filters, mode, sort, cursor, limit + 1, VEHICLE_COLUMNS);
    const [rows, { total, totalCapped }] = await Promise.all([
      db.query<VehicleRow>(sql.text, sql.params, { plan: sql.plan ?? 'kept' }),
      counting,
    ]);
    const items = rows.slice(0, limit).map(fromRow);
    await options.addChecks?.(items);
    const last = items[items.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor(sort, { key: sortKeyOf(last, sort), id: last.id })
        : null;
    return { items, total, totalCapped, nextCursor };
  }

  return {
    list(query: ListQuery): Promise<VehiclePage> {
      return pages.get(JSON.stringify(query), () => loadPage(query));
    },

    facets(type: ListFilters['type']): Promise<Facets> {
      return facetCache.get(type, async () => {
        const sql = facetsSql(type);
        const [row] = await db.query<Facets>(sql.text, sql.params);
        return { makes: row?.makes ?? [], locations: row?.locations ?? [] };
      });
    },

    changed(): void {
      pages.clear();
      counts.clear();
      facetCache.clear();
    },
  };
}
