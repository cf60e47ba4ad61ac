import type { Db, Queryable } from '../db/db';

/**
 * The writes every kind of ad (vehicle, part, gear) shares: a new ad with its owner and expiry,
 * and an owner's edit, each in one transaction with its screening. Each kind supplies only the
 * statement that stores its own columns.
 */

/** What else a new ad's insert or an edit writes, in the same transaction (its screening). */
export type InsertExtras = {
  held?: boolean;
  /** "Show my number", chosen when posting (a new ad only; the manage page changes it later). */
  showPhone?: boolean;
  /** A new ad only: the hash of its poster's Idempotency-Key (post-key.ts), or none. */
  postKeyHash?: string | null;
  within?: (tx: Queryable, ids: string[]) => Promise<void>;
};

/** Who owns a new ad: its manage token's hash, the spam rules' guard, and its poster's choices. */
export type NewAdOwner = {
  manageHash: string;
  guard?: (tx: Queryable) => Promise<void>;
  showPhone?: boolean;
  postKeyHash?: string | null;
};

/**
 * Stores a new ad with its owner (the hash of the manage token) and its expiry in one
 * transaction, under a lock on its phone number (then on its post's key): `guard` (the spam
 * rules) sees every earlier post of that number, whatever kind of ad, however many arrive at
 * once. False when the id was taken.
 */
export function insertOwnedAd(
  db: Db,
  ad: {
    phone: string;
    insert: (tx: Queryable, held: boolean) => Promise<string[]>;
    manageHash: string;
    lifetimeDays: number;
  },
  guard: (tx: Queryable) => Promise<void> = async () => undefined,
  extras: InsertExtras = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`phone:${ad.phone}`]);
    // Two sends of one post wait for each other too, whatever number each names (post-key.ts).
    if (extras.postKeyHash) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`post:${extras.postKeyHash}`]);
    }
    await guard(tx);
    const [id] = await ad.insert(tx, extras.held ?? false);
    if (!id) return false;
    await tx.query(
      `UPDATE vehicles SET manage_hash = $2, show_phone = $3, post_key_hash = $4,
         expires_at = posted_at + make_interval(days => ${ad.lifetimeDays}) WHERE id = $1`,
      [id, ad.manageHash, extras.showPhone ?? true, extras.postKeyHash ?? null],
    );
    if (extras.within) await extras.within(tx, [id]);
    return true;
  });
}

/**
 * Stores an owner's edit (`update` returns the new version, or no row when the ad is deleted or
 * another edit came first) with its screening; a held edit takes the ad off the lists.
 */
export function updateAd(
  db: Db,
  id: string,
  update: (tx: Queryable) => Promise<{ version: number }[]>,
  extras: InsertExtras = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await update(tx);
    if (updated.length === 0) return false;
    if (extras.held) await tx.query("UPDATE vehicles SET status = 'held' WHERE id = $1", [id]);
    if (extras.within) await extras.within(tx, [id]);
    return true;
  });
}
