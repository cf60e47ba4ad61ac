import type { ItemAd } from '@/domain/listings/item-schema';
import type { ItemSearch } from '@/domain/listings/item-search';
import type { ItemKind } from '@/domain/listings/item-types';
import type { Db, Queryable } from '../db/db';
import { insertOwnedAd, updateAd, type InsertExtras } from '../vehicles/ad-writes';
import { encodeCursor, type Cursor } from '../vehicles/vehicle-cursor';
import type { GoneReason, VehicleRepository } from '../vehicles/vehicle-repository';
import { LISTED } from '../vehicles/vehicle-rows';
import { itemCountSql, itemPageSql } from './item-list-sql';
import {
  fromItemRow,
  ITEM_COLUMNS,
  publicItem,
  ITEM_INSERT_SQL,
  ITEM_UPDATE_SQL,
  toItemRecord,
  type ItemRow,
} from './item-rows';
import { markSampleItem } from './sample-items';

/** A part or gear ad for its page: the ad while listed, else why it is gone. */
export type ItemLookup =
  | { ad: ItemAd; gone: null }
  | { ad: null; gone: { reason: GoneReason; kind: ItemKind; category: string } };

export type ItemState = {
  ad: ItemAd;
  status: 'active' | 'sold' | 'deleted' | 'held';
  expiresAt: string | null;
  manageHash: string | null;
  listed: boolean;
  hidden: boolean;
  version: number;
};

export type ItemPage = { items: ItemAd[]; total: number; nextCursor: string | null };

const STATE_SQL = `SELECT ${ITEM_COLUMNS}, status, expires_at AS "expiresAt",
  manage_hash AS "manageHash", ${LISTED} AS listed, hidden_at IS NOT NULL AS hidden, version
  FROM vehicles WHERE id = $1 AND kind IN ('part', 'gear')`;

function isoOrNull(value: Date | string): string | null {
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** Stores part and gear ads in one statement; returns the ids that were new. */
export async function insertItems(db: Queryable, ads: readonly ItemAd[], held = false) {
  if (ads.length === 0) return [];
  const rows = await db.query<{ id: string }>(ITEM_INSERT_SQL, [
    JSON.stringify(ads.map(toItemRecord)),
    held ? 'held' : null,
  ]);
  return rows.map((row) => row.id);
}

/**
 * Part and gear ads: their own columns and lists; everything an ad goes through after it is
 * stored (sold, renewed, deleted, hidden, held, reported) is the vehicle repository's life cycle,
 * which works on any ad of the table by id, and its `changed()` clears every cache.
 */
export function createItemRepository(db: Db, vehicles: VehicleRepository) {
  async function state(id: string): Promise<ItemState | null> {
    const [row] = await db.query<
      ItemRow &
        Omit<ItemState, 'ad' | 'expiresAt'> & {
          expiresAt: Date | string;
        }
    >(STATE_SQL, [id]);
    if (!row) return null;
    const { status, expiresAt, manageHash, listed, hidden, version } = row;
    return {
      ad: fromItemRow(row),
      status,
      expiresAt: isoOrNull(expiresAt),
      manageHash,
      listed,
      hidden,
      version,
    };
  }

  async function lookup(id: string): Promise<ItemLookup | null> {
    const found = await state(id);
    // Hidden or held: it may come back, so its page says only "not found".
    if (!found || found.hidden || found.status === 'held') return null;
    if (found.listed) return { ad: publicItem(markSampleItem(found.ad)), gone: null };
    const reason: GoneReason =
      found.status === 'deleted' ? 'deleted' : found.status === 'sold' ? 'sold' : 'expired';
    return { ad: null, gone: { reason, kind: found.ad.kind, category: found.ad.category } };
  }

  return {
    db: db as Queryable,
    lifetimeDays: vehicles.lifetimeDays,
    state,
    lookup,

    async insertOwned(
      ad: ItemAd,
      manageHash: string,
      guard?: (tx: Queryable) => Promise<void>,
      extras: InsertExtras = {},
    ): Promise<boolean> {
      const inserted = await insertOwnedAd(
        db,
        {
          phone: ad.phone,
          insert: (tx, held) => insertItems(tx, [ad], held),
          manageHash,
          lifetimeDays: vehicles.lifetimeDays,
        },
        guard,
        extras,
      );
      if (inserted) vehicles.changed();
      return inserted;
    },

    async update(
      ad: ItemAd,
      version: number,
      extras: InsertExtras = {},
    ): Promise<'ok' | 'gone' | 'conflict'> {
      const stored = await updateAd(
        db,
        ad.id,
        (tx) =>
          tx.query<{ version: number }>(ITEM_UPDATE_SQL, [
            ad.id,
            JSON.stringify(toItemRecord(ad)),
            version,
            ad.kind,
          ]),
        extras,
      );
      vehicles.changed();
      if (stored) return 'ok';
      const now = await state(ad.id);
      return !now || now.status === 'deleted' ? 'gone' : 'conflict';
    },

    async list(search: ItemSearch, cursor: Cursor | null, limit: number): Promise<ItemPage> {
      const page = itemPageSql(search, cursor, limit + 1);
      const count = itemCountSql(search);
      const [rows, [counted]] = await Promise.all([
        db.query<ItemRow>(page.text, page.params, { plan: page.plan }),
        db.query<{ total: number }>(count.text, count.params, { plan: count.plan }),
      ]);
      const items = rows.slice(0, limit).map(fromItemRow).map(markSampleItem).map(publicItem);
      const last = items.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodeCursor(search.sort, {
              key: search.sort === 'newest' ? last.postedAt : last.price,
              id: last.id,
            })
          : null;
      return { items, total: counted?.total ?? 0, nextCursor };
    },

    async count(search: ItemSearch): Promise<number> {
      const count = itemCountSql(search);
      const [row] = await db.query<{ total: number }>(count.text, count.params, {
        plan: count.plan,
      });
      return row?.total ?? 0;
    },
  };
}

export type ItemRepository = ReturnType<typeof createItemRepository>;
