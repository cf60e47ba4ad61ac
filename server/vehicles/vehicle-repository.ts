import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Db, Queryable } from '../db/db';
import { createAdLifecycle } from './ad-lifecycle';
import { insertOwnedAd, updateAd, type InsertExtras } from './ad-writes';
import { createPriceChecks } from './price-checks';
import { createShortCache } from './short-cache';
import { createVehicleListing, DERIVED_SECONDS } from './vehicle-listing';
import {
  ownerFromRow,
  INSERT_SQL,
  publicVehicle,
  LISTED,
  toRecord,
  VEHICLE_COLUMNS,
  type VehicleRow,
  UPDATE_SQL,
} from './vehicle-rows';
import { markSample } from './sample-ads';

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
  /** Grows with every edit: an edit made from an older copy is refused. */
  version: number;
};

type StateRow = VehicleRow & {
  status: AdState['status'];
  expiresAt: Date | string;
  manageHash: string | null;
  listed: boolean;
  hidden: boolean;
  version: number;
};

const STATE_SQL = `SELECT ${VEHICLE_COLUMNS}, status, expires_at AS "expiresAt",
  manage_hash AS "manageHash", ${LISTED} AS listed, hidden_at IS NOT NULL AS hidden, version
  FROM vehicles WHERE id = $1 AND kind = 'vehicle'`;

/** An ad lasts 60 days from posting or renewal (AD_LIFETIME_DAYS can change it). */
export const AD_LIFETIME_DAYS = 60;
export { RENEW_WINDOW_DAYS } from './ad-lifecycle';

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

export type { InsertExtras } from './ad-writes';

/**
 * Reads and writes ads; lists, counts and facets come from vehicle-listing.ts. Single ads are kept
 * for `listCacheSeconds`. This instance's own writes clear every cache at once; another
 * instance's new ads, edits and sales show up when the entries expire.
 */
export function createVehicleRepository(
  db: Db,
  options: { listCacheSeconds: number; adLifetimeDays?: number; onChange?: () => void },
) {
  const ttl = options.listCacheSeconds * 1000;
  const lifetimeDays = Math.max(1, Math.round(options.adLifetimeDays ?? AD_LIFETIME_DAYS));
  const ads = createShortCache<AdLookup | null>(ttl, 10_000);
  // Kept like counts and facets: every write here clears them (a comparable's percentiles move).
  const priceChecks = createPriceChecks(db, DERIVED_SECONDS * 1000);
  const listing = createVehicleListing(db, { ...options, addChecks: priceChecks.addChecks });

  /**
   * Everything about one ad, never cached (the owner's page and its checks): its number too,
   * shown or not. Never for the public as it is (`lookup` is).
   */
  async function state(id: string): Promise<AdState | null> {
    const [row] = await db.query<StateRow>(STATE_SQL, [id]);
    if (!row) return null;
    const { status, expiresAt, manageHash, listed, hidden, version, ...ad } = row;
    return {
      vehicle: ownerFromRow(ad),
      status,
      expiresAt: isoOrNull(expiresAt),
      manageHash,
      listed,
      hidden,
      version,
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
      if (found.listed) {
        const vehicle = publicVehicle(found.vehicle);
        return { vehicle: markSample(await priceChecks.withCheck(vehicle)), gone: null };
      }
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

  // Sold, renewed, deleted, hidden: the owner's and the moderators' writes.
  const lifecycle = createAdLifecycle(db, lifetimeDays, changed);

  return {
    /** The database, for rules that read it inside a caller's transaction too. */
    db: db as Queryable,
    /** Days an ad stays up after posting or renewal. */
    lifetimeDays,
    clearCaches,

    async insert(vehicles: readonly Vehicle[], extras: InsertExtras = {}): Promise<string[]> {
      const { within, held = false } = extras;
      const ids = await db.transaction(async (tx) => {
        const inserted = await insertVehicles(tx, vehicles, held);
        if (within && inserted.length) await within(tx, inserted);
        return inserted;
      });
      changed();
      return ids;
    },

    lookup,
    state,

    /**
     * Stores a new ad with its owner (the hash of the manage token) and its expiry in one
     * transaction, under a lock on its phone number: `guard` (the spam rules) sees every earlier
     * post of that number, however many arrive at once. False when the id was taken.
     */
    async insertOwned(
      vehicle: Vehicle,
      manageHash: string,
      guard?: (tx: Queryable) => Promise<void>,
      extras: InsertExtras = {},
    ): Promise<boolean> {
      const inserted = await insertOwnedAd(
        db,
        {
          phone: vehicle.phone,
          insert: (tx, held) => insertVehicles(tx, [vehicle], held),
          manageHash,
          lifetimeDays,
        },
        guard,
        extras,
      );
      if (inserted) changed();
      return inserted;
    },

    /**
     * Stores the owner's edit of ad `vehicle.id` (its id and posting time stay) when the ad is
     * still at `version`: 'gone' when it was deleted, 'conflict' when another edit came first.
     * `extras`: its screening, in the same transaction; a held edit takes the ad off the lists.
     */
    async update(
      vehicle: Vehicle,
      version: number,
      extras: InsertExtras = {},
    ): Promise<'ok' | 'gone' | 'conflict'> {
      const stored = await updateAd(
        db,
        vehicle.id,
        (tx) =>
          tx.query<{ version: number }>(UPDATE_SQL, [
            vehicle.id,
            JSON.stringify(toRecord(vehicle)),
            version,
          ]),
        extras,
      );
      changed();
      if (stored) return 'ok';
      const now = await state(vehicle.id);
      return !now || now.status === 'deleted' ? 'gone' : 'conflict';
    },

    ...lifecycle,

    /**
     * The seller's "Show my number" (default on). Off: every public answer leaves the number
     * out (vehicle-rows.ts `publicVehicle`); cached lists and pages start afresh at once.
     */
    async setShowPhone(id: string, show: boolean): Promise<boolean> {
      const rows = await db.query(
        `UPDATE vehicles SET show_phone = $2 WHERE id = $1 AND status <> 'deleted' RETURNING id`,
        [id, show],
      );
      changed();
      return rows.length > 0;
    },

    /** A page of ads, each with its fair-price verdict. */
    list: listing.list,

    /** Clears caches and tells listeners, after a caller's transaction committed. */
    changed,

    facets: listing.facets,

    async countAll(): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM vehicles',
      );
      return row?.total ?? 0;
    },
  };
}

export type VehicleRepository = ReturnType<typeof createVehicleRepository>;
