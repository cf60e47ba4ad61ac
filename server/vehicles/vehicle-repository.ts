import type { SortOrder } from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Queryable } from '../db/db';
import { type Cursor, encodeCursor } from './vehicle-cursor';
import { countSql, type ListFilters, pageSql } from './vehicle-list-sql';
import { fromRow, INSERT_SQL, toRecord, VEHICLE_COLUMNS, type VehicleRow } from './vehicle-rows';

export type VehiclePage = { items: Vehicle[]; total: number; nextCursor: string | null };

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
 * Reads and writes ads. Totals are counted per filter set and may be reused for a few seconds
 * (`totalCacheSeconds`): counting thousands of matches on every page request costs more than the
 * page itself. This instance's own writes clear them at once; other instances' writes show up
 * when the entry expires.
 */
export function createVehicleRepository(db: Queryable, options: { totalCacheSeconds: number }) {
  const totals = new Map<string, { total: number; expires: number }>();

  async function countMatches(filters: ListFilters): Promise<number> {
    const key = JSON.stringify(filters);
    const now = Date.now();
    const cached = totals.get(key);
    if (cached && cached.expires > now) return cached.total;
    const sql = countSql(filters);
    const [row] = await db.query<{ total: number }>(sql.text, sql.params);
    const total = row?.total ?? 0;
    if (options.totalCacheSeconds > 0) {
      if (totals.size > 5_000) totals.clear();
      totals.set(key, { total, expires: now + options.totalCacheSeconds * 1000 });
    }
    return total;
  }

  return {
    async insert(vehicles: readonly Vehicle[]): Promise<string[]> {
      const ids = await insertVehicles(db, vehicles);
      totals.clear();
      return ids;
    },

    async getById(id: string): Promise<Vehicle | null> {
      const rows = await db.query<VehicleRow>(
        `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE id = $1`,
        [id],
      );
      return rows[0] ? fromRow(rows[0]) : null;
    },

    async list({ filters, sort, cursor, limit }: ListQuery): Promise<VehiclePage> {
      const sql = pageSql(filters, sort, cursor, limit + 1, VEHICLE_COLUMNS);
      const [rows, total] = await Promise.all([
        db.query<VehicleRow>(sql.text, sql.params),
        countMatches(filters),
      ]);
      const items = rows.slice(0, limit).map(fromRow);
      const last = items[items.length - 1];
      const nextCursor =
        rows.length > limit && last
          ? encodeCursor(sort, { key: sortKeyOf(last, sort), id: last.id })
          : null;
      return { items, total, nextCursor };
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
