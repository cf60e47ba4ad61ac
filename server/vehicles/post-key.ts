import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { ApiError, serverErrorKeys } from '../http/api-error';
import { hashManageToken } from './manage-token';
import { checkSpamRules, type SpamKey, type SpamLimits } from './spam-rules';

/**
 * Posting once. The browser sends each new ad with a random key of its own (the outbox entry's,
 * in the `Idempotency-Key` header) and sends it again with the same key when it never saw the
 * answer: the tab closed mid-send, or the connection dropped after the server stored the ad. The
 * ad is stored with the key's hash; a post that repeats the key gets that ad back, with a new
 * manage token that replaces the one the lost answer carried, instead of a "duplicate" refusal.
 * Only the browser that made the key holds it, so only the poster can take the ad over.
 */

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The key's hash; null when the post has none (an older page, or a client of the API). */
export function readPostKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new ApiError(400, 'validation', 'Idempotency-Key: 16 to 100 letters, digits, - or _.', {
      fields: { idempotencyKey: serverErrorKeys.invalidValue },
    });
  }
  return hashManageToken(header);
}

/** The same post again: its ad was stored while this one was on its way. */
class RepeatedPost extends Error {
  constructor() {
    super('An ad was stored with this Idempotency-Key.');
  }
}

/**
 * A new post's spam rules, outside and inside the insert's transaction, after a look for its key:
 * a post whose first try was stored meanwhile is a repeat, not a duplicate.
 */
export async function checkNewPost(
  q: Queryable,
  keyHash: string | null,
  ad: SpamKey,
  limits: SpamLimits,
): Promise<void> {
  if (keyHash) {
    const rows = await q.query('SELECT 1 FROM vehicles WHERE post_key_hash = $1', [keyHash]);
    if (rows.length > 0) throw new RepeatedPost();
  }
  await checkSpamRules(q, ad, limits);
}

/** The ad a repeated post gets back: its id, and whether (and why) it waits for a moderator. */
export type RepeatedAd = {
  id: string;
  held: boolean;
  because: 'copied_photo' | 'wording' | 'papers' | null;
};

/** One statement: the ad stored with this key now answers to `manageHash`. Deleted ads stay so. */
async function takeOver(q: Queryable, keyHash: string, manageHash: string) {
  const [row] = await q.query<{ id: string; status: string; because: RepeatedAd['because'] }>(
    `UPDATE vehicles v SET manage_hash = $2
      WHERE post_key_hash = $1 AND status <> 'deleted'
      RETURNING id, status,
        (SELECT CASE WHEN h.match_vehicle_id IS NOT NULL THEN 'copied_photo'
                     WHEN h.phrase IS NULL AND h.papers THEN 'papers'
                     ELSE 'wording' END
           FROM held_ads h WHERE h.vehicle_id = v.id) AS because`,
    [keyHash, manageHash],
  );
  if (!row) return null;
  const held = row.status === 'held';
  return { id: row.id, held, because: held ? (row.because ?? 'wording') : null };
}

/**
 * Runs `post` (whose spam rules are `checkNewPost`) unless the key names a stored
 * ad; a repeat found before or during it is answered by `repeat` with the ad taken over.
 */
export async function postOnce<T>(
  db: Queryable,
  keyHash: string | null,
  manageHash: string,
  post: () => Promise<T>,
  repeat: (ad: RepeatedAd) => Promise<T>,
): Promise<T> {
  const stored = keyHash && (await takeOver(db, keyHash, manageHash));
  if (stored) return repeat(stored);
  try {
    return await post();
  } catch (error) {
    if (!(error instanceof RepeatedPost) || !keyHash) throw error;
    const found = await takeOver(db, keyHash, manageHash);
    if (found) return repeat(found);
    // Stored and deleted between the two reads: nothing to give back.
    throw new ApiError(409, 'duplicate', 'This ad was already posted.', {
      fields: { model: serverErrorKeys.duplicate },
    });
  }
}
