import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Db, Queryable } from '../db/db';
import { createPriceChecks } from './price-checks';
import { createShortCache } from './short-cache';
import { createVehicleListing, type ListQuery, type VehiclePage } from './vehicle-listing';
import {
  fromRow,
  INSERT_SQL,
  LISTED,
  toRecord,
  VEHICLE_COLUMNS,
  type VehicleRow,
  UPDATE_SQL,
} from './vehicle-rows';

export type { Facets, ListQuery, VehiclePage } from './vehicle-listing';

/** Why an ad's page no longer shows it. */
export type GoneReason = 'expired' | 'sold' | 'deleted';

/** One ad as its page sees it: the ad, or why it is gone (with what similar ads share). */
export type AdLookup =
  | { vehicle: Vehicle; gone: null }
  | { vehicle: null; gone: { reason: GoneReason; type: string; make: string } };

/** What the owner's manage page needs. */
export type AdState = {
  vehicle: Vehicle;
  status: 'active' | 'sold' | 'deleted' | 'held';
  expiresAt: string | null;
  manageHash: string | null;
  listed: boolean;
  /** Hidden by a moderator: out of lists, search and its page until restored. */
  hidden: boolean;
};

type StateRow = VehicleRow & {
  status: AdState['status'];
  expiresAt: Date | string;
  manageHash: string | null;
  listed: boolean;
  hidden: boolean;
};

const STATE_SQL = `SELECT ${VEHICLE_COLUMNS}, status, expires_at AS "expiresAt",
  manage_hash AS "manageHash", ${LISTED} AS listed, hidden_at IS NOT NULL AS hidden
  FROM vehicles WHERE id = $1`;

/**
 * An ad lasts 60 days from posting or renewal (AD_LIFETIME_DAYS can change it); it can be renewed
 * in its last 7 (or after).
 */
export const AD_LIFETIME_DAYS = 60;
export const RENEW_WINDOW_DAYS = 7;

function isoOrNull(value: Date | string): string | null {
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/**
 * Stores ads in one statement; returns the ids that were new (existing ids are kept as they are).
 * `held`: stored waiting for a moderator, not listed.
 */
export async function insertVehicles(db: Queryable, vehicles: readonly Vehicle[], held = false) {
  if (vehicles.length === 0) return [];
  const rows = await db.query<{ id: string }>(INSERT_SQL, [
    JSON.stringify(vehicles.map(toRecord)),
    held ? 'held' : null,
  ]);
  return rows.map((row) => row.id);
}

/** What else a new ad's insert writes, in the same transaction (its screening). */
export type InsertExtras = {
  held?: boolean;
  within?: (tx: Queryable, ids: string[]) => Promise<void>;
};

/**
 * Reads and writes ads; lists, counts and facets come from vehicle-listing.ts. Single ads are kept
 * for `listCacheSeconds`. This instance's own writes clear every cache at once; another
 * instance's new ads, edits and sales show up when the entries expire.
 */
export function createVehicleRepository(
  db: Queryable & Partial<Pick<Db, 'transaction'>>,
  options: { listCacheSeconds: number; adLifetimeDays?: number; onChange?: () => void },
) {
  const ttl = options.listCacheSeconds * 1000;
  const lifetimeDays = Math.max(1, Math.round(options.adLifetimeDays ?? AD_LIFETIME_DAYS));
  const ads = createShortCache<AdLookup | null>(ttl, 10_000);
  const listing = createVehicleListing(db, options);
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction ? db.transaction(work) : work(db);
  // Every write may move a comparable's percentiles: verdicts go with the ads they judge.
  const priceChecks = createPriceChecks(db, ttl);

  /** Everything about one ad, never cached (the owner's page and its checks). */
  async function state(id: string): Promise<AdState | null> {
    const [row] = await db.query<StateRow>(STATE_SQL, [id]);
    if (!row) return null;
    const { status, expiresAt, manageHash, listed, hidden, ...ad } = row;
    return {
      vehicle: fromRow(ad),
      status,
      expiresAt: isoOrNull(expiresAt),
      manageHash,
      listed,
      hidden,
    };
  }

  /**
   * An ad for its public page: the ad while it is listed, else why it is gone; null: no such id,
   * or hidden by a moderator (a hidden ad may come back, so its page says only "not found").
   */
  function lookup(id: string): Promise<AdLookup | null> {
    return ads.get(id, async () => {
      const found = await state(id);
      // A held ad, like a hidden one, may come back: its page says only "not found".
      if (!found || found.hidden || found.status === 'held') return null;
      if (found.listed) return { vehicle: await priceChecks.withCheck(found.vehicle), gone: null };
      const reason: GoneReason =
        found.status === 'deleted' ? 'deleted' : found.status === 'sold' ? 'sold' : 'expired';
      return {
        vehicle: null,
        gone: { reason, type: found.vehicle.type, make: found.vehicle.make },
      };
    });
  }

  /** Forgets every cached page, count, facet and ad (another instance changed an ad). */
  function clearCaches() {
    listing.changed();
    ads.clear();
    priceChecks.clear();
  }

  /** An ad was added or changed state: caches start afresh, and whoever listens is told. */
  function changed() {
    clearCaches();
    options.onChange?.();
  }

  return {
    /** Days an ad stays up after posting or renewal. */
    lifetimeDays,
    clearCaches,

    async insert(vehicles: readonly Vehicle[], extras: InsertExtras = {}): Promise<string[]> {
      const { within, held = false } = extras;
      const ids = await inTransaction(async (tx) => {
        const inserted = await insertVehicles(tx, vehicles, held);
        if (within && inserted.length) await within(tx, inserted);
        return inserted;
      });
      changed();
      return ids;
    },

    lookup,
    state,

    /** Gives a new ad its owner (the hash of the manage token) and its expiry. */
    async setOwner(id: string, manageHash: string): Promise<void> {
      await db.query(
        `UPDATE vehicles SET manage_hash = $2,
           expires_at = posted_at + make_interval(days => ${lifetimeDays}) WHERE id = $1`,
        [id, manageHash],
      );
      ads.clear();
    },

    /**
     * Stores the owner's edit of ad `vehicle.id` (its id and posting time stay); false when there
     * is no such ad or it was deleted.
     */
    async update(vehicle: Vehicle): Promise<boolean> {
      const rows = await db.query<{ id: string }>(UPDATE_SQL, [
        vehicle.id,
        JSON.stringify(toRecord(vehicle)),
      ]);
      changed();
      return rows.length > 0;
    },

    /** Marks an active ad sold; false when it is not active. */
    async markSold(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET status = 'sold', sold_at = now()
          WHERE id = $1 AND status = 'active' RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /** Another 60 days from now, for an active ad in its last 7 days (or expired); else false. */
    async renew(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET expires_at = now() + make_interval(days => ${lifetimeDays})
          WHERE id = $1 AND status = 'active'
            AND expires_at < now() + make_interval(days => ${RENEW_WINDOW_DAYS}) RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /** Deletes an ad: gone from lists and search at once; its page says it was deleted. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET status = 'deleted' WHERE id = $1 AND status <> 'deleted' RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /** A moderator hides an ad (or restores it): out of (back in) lists at once. */
    async setHidden(id: string, hidden: boolean): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        hidden
          ? 'UPDATE vehicles SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL RETURNING id'
          : 'UPDATE vehicles SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL RETURNING id',
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /** A page of ads, each with its fair-price verdict. */
    async list(query: ListQuery): Promise<VehiclePage> {
      const page = await listing.list(query);
      return { ...page, items: await priceChecks.withChecks(page.items) };
    },
    facets: listing.facets,

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
