import type { SortOrder } from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Queryable } from '../db/db';
import { createShortCache } from './short-cache';
import { type Cursor, encodeCursor } from './vehicle-cursor';
import { countSql, type ListFilters, pageSql } from './vehicle-list-sql';
import { fromRow, INSERT_SQL, toRecord, VEHICLE_COLUMNS, type VehicleRow } from './vehicle-rows';

export type VehiclePage = { items: Vehicle[]; total: number; nextCursor: string | null };

/** The makes and towns of a category, for the list's filter checkboxes (most ads first). */
export type Facets = { makes: string[]; locations: string[] };
const FACETS_MAX = 100;

function facetsSql(type: ListFilters['type']): { text: string; params: unknown[] } {
  const where = type === 'all' ? 'TRUE' : type === 'atv-adv' ? 'atv_adv' : 'type = $1';
  const params = type === 'all' || type === 'atv-adv' ? [] : [type];
  const column = (name: string) =>
    `ARRAY(SELECT min(${name}) FROM vehicles WHERE ${where} GROUP BY lower(${name}) ` +
    `ORDER BY count(*) DESC, lower(${name}) LIMIT ${FACETS_MAX})`;
  return {
    text: `SELECT ${column('make')} AS makes, ${column('location')} AS locations`,
    params,
  };
}

export type ListQuery = {
  filters: ListFilters;
  sort: SortOrder;
  cursor: Cursor | null;
  limit: number;
};

/** Stores ads in one statement; returns the ids that were new (existing ids are kept as they are). */
export async function insertVehicles(db: Queryable, vehicles: readonly Vehicle[]) {
  if (vehicles.length === 0) return [];
  const rows = await db.query<{ id: string }>(INSERT_SQL, [JSON.stringify(vehicles.map(toRecord))]);
  return rows.map((row) => row.id);
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

/**
 * Reads and writes ads. Pages, totals and single ads are kept for `listCacheSeconds`: a keyword
 * search over 100,000 ads costs tens of milliseconds of database time, and the same popular
 * pages are asked for again and again. This instance's own writes clear the lists at once;
 * another instance's new ads show up when the entries expire. Ads never change once posted,
 * so a cached ad is never stale.
 */
export function createVehicleRepository(db: Queryable, options: { listCacheSeconds: number }) {
  const ttl = options.listCacheSeconds * 1000;
  const totals = createShortCache<number>(ttl);
  const pages = createShortCache<VehiclePage>(ttl);
  const ads = createShortCache<Vehicle | null>(ttl, 10_000);
  const facetCache = createShortCache<Facets>(ttl);

  async function countMatches(filters: ListFilters): Promise<number> {
    const sql = countSql(filters);
    const [row] = await db.query<{ total: number }>(sql.text, sql.params);
    return row?.total ?? 0;
  }

  async function loadPage({ filters, sort, cursor, limit }: ListQuery): Promise<VehiclePage> {
    const sql = pageSql(filters, sort, cursor, limit + 1, VEHICLE_COLUMNS);
    const [rows, total] = await Promise.all([
      db.query<VehicleRow>(sql.text, sql.params),
      totals.get(JSON.stringify(filters), () => countMatches(filters)),
    ]);
    const items = rows.slice(0, limit).map(fromRow);
    const last = items[items.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor(sort, { key: sortKeyOf(last, sort), id: last.id })
        : null;
    return { items, total, nextCursor };
  }

  return {
    async insert(vehicles: readonly Vehicle[]): Promise<string[]> {
      const ids = await insertVehicles(db, vehicles);
      totals.clear();
      pages.clear();
      facetCache.clear();
      return ids;
    },

    async getById(id: string): Promise<Vehicle | null> {
      const vehicle = await ads.get(id, async () => {
        const rows = await db.query<VehicleRow>(
          `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE id = $1`,
          [id],
        );
        return rows[0] ? fromRow(rows[0]) : null;
      });
      return vehicle;
    },

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

    /** Ads posted with this phone (as stored: normalised) since `since`. */
    async countByPhoneSince(phone: string, since: Date): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM vehicles WHERE phone = $1 AND posted_at > $2',
        [phone, since.toISOString()],
      );
      return row?.total ?? 0;
    },

    /** Whether the same phone posted this make, model and price since `since` (any case). */
    async hasDuplicateSince(
      ad: { phone: string; make: string; model: string; price: number | null },
      since: Date,
    ): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM vehicles
          WHERE phone = $1 AND posted_at > $2 AND lower(make) = lower($3)
            AND lower(model) = lower($4) AND price IS NOT DISTINCT FROM $5
          LIMIT 1`,
        [ad.phone, since.toISOString(), ad.make, ad.model, ad.price],
      );
      return rows.length > 0;
    },

    async countAll(): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM vehicles',
      );
      return row?.total ?? 0;
    },
  };
}

export type VehicleRepository = ReturnType<typeof createVehicleRepository>;
