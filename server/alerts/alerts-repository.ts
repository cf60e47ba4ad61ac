import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Db } from '../db/db';
import { fromItemRow, ITEM_COLUMNS, type ItemRow } from '../listings/item-rows';
import { fromRow, LISTED, VEHICLE_COLUMNS, type VehicleRow } from '../vehicles/vehicle-rows';

export type VapidKeys = { publicKey: string; privateKey: string };

export type SubscriptionInput = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: string;
  searches: { id: string; type: string; query: string }[];
  savedAds: string[];
};

export type PushTarget = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
};
export type SearchRow = { subscriptionId: string; searchId: string; type: string; query: string };
export type AlertEvent = { vehicleId: string; kind: 'new' | 'price' };
export type DuePush = { subscriptionId: string; key: string; total: number };

const HOUR = `interval '1 hour'`;

export function createAlertsRepository(db: Db) {
  return {
    /** The first instance to start stores `made`, every other one reads it. */
    async vapidKeys(made: () => VapidKeys): Promise<VapidKeys> {
      const existing = await db.query<VapidKeys>(
        'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_vapid',
      );
      if (existing[0]) return existing[0];
      const keys = made();
      await db.query(
        'INSERT INTO push_vapid (public_key, private_key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [keys.publicKey, keys.privateKey],
      );
      return (
        await db.query<VapidKeys>(
          'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_vapid',
        )
      )[0]!;
    },

    async saveSubscription(input: SubscriptionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO push_subscriptions (endpoint, p256dh, auth, lang) VALUES ($1, $2, $3, $4)
           ON CONFLICT (endpoint) DO UPDATE SET p256dh = $2, auth = $3, lang = $4, updated_at = now()
           RETURNING id::text`,
          [input.endpoint, input.keys.p256dh, input.keys.auth, input.lang],
        );
        const id = row!.id;
        const ids = input.searches.map((search) => search.id);
        await tx.query(
          'DELETE FROM push_searches WHERE subscription_id = $1 AND NOT (search_id = ANY($2::text[]))',
          [id, ids],
        );
        await tx.query(
          `INSERT INTO push_searches (subscription_id, search_id, type, query)
           SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])
           ON CONFLICT (subscription_id, search_id) DO UPDATE SET type = EXCLUDED.type,
             query = EXCLUDED.query`,
          [id, ids, input.searches.map((s) => s.type), input.searches.map((s) => s.query)],
        );
        await tx.query(
          'DELETE FROM push_saved_ads WHERE subscription_id = $1 AND NOT (vehicle_id = ANY($2::text[]))',
          [id, input.savedAds],
        );
        await tx.query(
          `INSERT INTO push_saved_ads (subscription_id, vehicle_id)
           SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
          [id, input.savedAds],
        );
      });
    },

    async deleteByEndpoint(endpoint: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM push_subscriptions WHERE endpoint = $1 RETURNING id',
        [endpoint],
      );
      return rows.length > 0;
    },

    async deleteById(id: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
    },

    /** For this instance alone: they are gone from the queue. */
    async claimEvents(limit: number): Promise<AlertEvent[]> {
      return db.query<AlertEvent>(
        `DELETE FROM alert_events WHERE id IN (
           SELECT id FROM alert_events ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING vehicle_id AS "vehicleId", kind`,
        [limit],
      );
    },

    /** Hidden, deleted or expired ones alert nobody. */
    async listedVehicles(ids: readonly string[]): Promise<Vehicle[]> {
      if (ids.length === 0) return [];
      const rows = await db.query<VehicleRow>(
        `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE id = ANY($1::text[]) AND kind = 'vehicle' AND ${LISTED}`,
        [ids],
      );
      return rows.map(fromRow);
    },

    /** Parts and gear, listed, as their lists show them. */
    async listedItems(ids: readonly string[]): Promise<ItemAd[]> {
      if (ids.length === 0) return [];
      const rows = await db.query<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM vehicles WHERE id = ANY($1::text[]) AND kind <> 'vehicle' AND ${LISTED}`,
        [ids],
      );
      return rows.map(fromItemRow);
    },

    async allSearches(): Promise<SearchRow[]> {
      return db.query<SearchRow>(
        `SELECT subscription_id::text AS "subscriptionId", search_id AS "searchId", type, query
         FROM push_searches`,
      );
    },

    async watchers(
      vehicleIds: readonly string[],
    ): Promise<{ subscriptionId: string; key: string }[]> {
      if (vehicleIds.length === 0) return [];
      return db.query(
        `SELECT subscription_id::text AS "subscriptionId", vehicle_id AS key FROM push_saved_ads
         WHERE vehicle_id = ANY($1::text[])`,
        [vehicleIds],
      );
    },

    /** Row locks (SKIP LOCKED) keep two instances from pushing the same search. */
    async claimSearchPushes(matches: readonly DuePush[]): Promise<DuePush[]> {
      if (matches.length === 0) return [];
      const params = [
        matches.map((m) => m.subscriptionId),
        matches.map((m) => m.key),
        matches.map((m) => m.total),
      ];
      const due = await db.query<DuePush>(
        `WITH m AS (SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[]) AS m(sub, sid, n)),
         due AS (
           SELECT s.subscription_id, s.search_id, s.pending + m.n AS total
           FROM push_searches s JOIN m ON s.subscription_id = m.sub AND s.search_id = m.sid
           WHERE s.last_pushed_at IS NULL OR s.last_pushed_at <= now() - ${HOUR}
           FOR UPDATE OF s SKIP LOCKED)
         UPDATE push_searches s SET last_pushed_at = now(), pending = 0 FROM due
         WHERE s.subscription_id = due.subscription_id AND s.search_id = due.search_id
         RETURNING s.subscription_id::text AS "subscriptionId", s.search_id AS key, due.total`,
        params,
      );
      const pushed = new Set(due.map((d) => `${d.subscriptionId}\n${d.key}`));
      const held = matches.filter((m) => !pushed.has(`${m.subscriptionId}\n${m.key}`));
      if (held.length > 0) {
        await db.query(
          `UPDATE push_searches s SET pending = s.pending + m.n
           FROM unnest($1::bigint[], $2::text[], $3::int[]) AS m(sub, sid, n)
           WHERE s.subscription_id = m.sub AND s.search_id = m.sid`,
          [held.map((m) => m.subscriptionId), held.map((m) => m.key), held.map((m) => m.total)],
        );
      }
      return due.map((d) => ({ ...d, total: Number(d.total) }));
    },

    async claimHeldSearches(limit: number): Promise<(DuePush & { type: string; query: string })[]> {
      const rows = await db.query<DuePush & { type: string; query: string }>(
        `WITH due AS (
           SELECT subscription_id, search_id, pending FROM push_searches
           WHERE pending > 0 AND last_pushed_at <= now() - ${HOUR}
           LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE push_searches s SET last_pushed_at = now(), pending = 0 FROM due
         WHERE s.subscription_id = due.subscription_id AND s.search_id = due.search_id
         RETURNING s.subscription_id::text AS "subscriptionId", s.search_id AS key, due.pending AS total,
           s.type, s.query`,
        [limit],
      );
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    async claimAdPushes(pairs: readonly { subscriptionId: string; key: string }[]) {
      if (pairs.length === 0) return [];
      return db.query<{ subscriptionId: string; key: string }>(
        `WITH due AS (
           SELECT a.subscription_id, a.vehicle_id FROM push_saved_ads a
           JOIN unnest($1::bigint[], $2::text[]) AS m(sub, vid)
             ON a.subscription_id = m.sub AND a.vehicle_id = m.vid
           WHERE a.last_pushed_at IS NULL OR a.last_pushed_at <= now() - ${HOUR}
           FOR UPDATE OF a SKIP LOCKED)
         UPDATE push_saved_ads a SET last_pushed_at = now() FROM due
         WHERE a.subscription_id = due.subscription_id AND a.vehicle_id = due.vehicle_id
         RETURNING a.subscription_id::text AS "subscriptionId", a.vehicle_id AS key`,
        [pairs.map((p) => p.subscriptionId), pairs.map((p) => p.key)],
      );
    },

    async targets(ids: readonly string[]): Promise<PushTarget[]> {
      if (ids.length === 0) return [];
      return db.query<PushTarget>(
        `SELECT id::text, endpoint, p256dh, auth, lang FROM push_subscriptions
         WHERE id = ANY($1::bigint[])`,
        [ids],
      );
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
