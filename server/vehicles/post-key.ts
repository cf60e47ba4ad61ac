import { createHash } from 'node:crypto';
import type { HeldReason } from '@/domain/moderation/held-answer';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { ApiError, serverErrorKeys } from '../http/api-error';
import { hashManageToken, newManageToken } from './manage-token';
import { checkSpamRules, type SpamKey, type SpamLimits } from './spam-rules';
import { LISTED } from './vehicle-rows';

/**
 * Posting once. The browser sends each new ad with a random key of its own (made when the form
 * is first posted, and kept by the outbox entry), in the `Idempotency-Key` header, and sends it
 * again with the same key when it never saw the answer: the tab closed mid-send, the connection
 * dropped or a proxy timed out after the server stored the ad. The ad is stored with the key's
 * hash, and its manage token is derived from the key, so every answer to that post carries the
 * same token: a post that repeats the key gets that ad back with it, never a "duplicate" refusal,
 * and two answers never lock each other out. Only the browser that made the key holds it; the
 * key is as secret as the manage link it stands for (logs redact it, `server-options.ts`).
 */

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** A post's key: its hash (stored with the ad) and the manage token it stands for. */
export type PostKey = { hash: string; manageToken: string };

/** 144 bits, URL-safe, as `newManageToken()`: the key's own, under a label of its own. */
function manageTokenOf(key: string): string {
  return createHash('sha256')
    .update(`bikebazaar manage token\n${key}`, 'utf8')
    .digest()
    .subarray(0, 18)
    .toString('base64url');
}

/** The post's key; null when it has none (an older page, or another client of the API). */
export function readPostKey(request: FastifyRequest): PostKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new ApiError(400, 'validation', 'Idempotency-Key: 16 to 100 letters, digits, - or _.', {
      fields: { idempotencyKey: serverErrorKeys.invalidValue },
    });
  }
  return { hash: hashManageToken(header), manageToken: manageTokenOf(header) };
}

/** The new ad's manage token: its key's, or a random one for a post without a key. */
export const manageTokenFor = (key: PostKey | null) => key?.manageToken ?? newManageToken();

/** The same post again: its ad was stored while this one was on its way. */
class RepeatedPost extends Error {
  constructor() {
    super('An ad was stored with this Idempotency-Key.');
  }
}

/**
 * A new post's spam rules, outside and inside the insert's transaction, after a look for its key:
 * a post whose first try was stored meanwhile is a repeat, not a duplicate. Inside the
 * transaction the caller holds the key's lock (`ad-writes.ts`), so two sends of one key, even
 * with different numbers, store one ad.
 */
export async function checkNewPost(
  q: Queryable,
  key: PostKey | null,
  ad: SpamKey,
  limits: SpamLimits,
): Promise<void> {
  await throwIfStoredUnder(q, key);
  try {
    await checkSpamRules(q, ad, limits);
  } catch (error) {
    // Outside the transaction the two reads are not one: the first try may have been stored
    // between them, and the rules then see this very post as a duplicate (or one too many).
    await throwIfStoredUnder(q, key);
    throw error;
  }
}

async function throwIfStoredUnder(q: Queryable, key: PostKey | null): Promise<void> {
  if (!key) return;
  const rows = await q.query('SELECT 1 FROM vehicles WHERE post_key_hash = $1', [key.hash]);
  if (rows.length > 0) throw new RepeatedPost();
}

/** The ad a repeated post gets back: its id, and whether (and why) it waits for a moderator. */
export type RepeatedAd = {
  id: string;
  held: boolean;
  because: HeldReason | null;
};

/**
 * The ad stored under this key, of one of `kinds`, still owned through the key's token, and
 * still as a new post's answer can truthfully say it is: live, or held for a moderator. Null
 * otherwise: a deleted, hidden, sold or expired ad is not answered "published", and a key sent
 * to the other kind's route is not a repeat of this one. Reads only: nothing changes hands.
 */
async function storedUnder(
  q: Queryable,
  key: PostKey,
  kinds: readonly string[],
): Promise<RepeatedAd | null> {
  const [row] = await q.query<{ id: string; status: string; because: RepeatedAd['because'] }>(
    `SELECT v.id, v.status,
        (SELECT CASE WHEN h.match_vehicle_id IS NOT NULL THEN 'copied_photo'
                     WHEN h.phrase IS NULL AND h.papers THEN 'papers'
                     ELSE 'wording' END
           FROM held_ads h WHERE h.vehicle_id = v.id) AS because
      FROM vehicles v
      WHERE v.post_key_hash = $1 AND v.kind = ANY($2) AND v.manage_hash = $3
        AND ((v.status = 'held' AND v.hidden_at IS NULL) OR (v.status = 'active' AND ${LISTED}))`,
    [key.hash, kinds, hashManageToken(key.manageToken)],
  );
  if (!row) return null;
  const held = row.status === 'held';
  return { id: row.id, held, because: held ? (row.because ?? 'wording') : null };
}

/**
 * Runs `post` (whose spam rules are `checkNewPost`) unless the key names a stored ad of `kinds`;
 * a repeat found before or during it is answered by `repeat`. A key whose ad cannot be given
 * back (no longer live or held, or of another kind) is refused as a duplicate.
 */
export async function postOnce<T>(
  db: Queryable,
  key: PostKey | null,
  kinds: readonly string[],
  post: () => Promise<T>,
  repeat: (ad: RepeatedAd) => Promise<T>,
): Promise<T> {
  const stored = key && (await storedUnder(db, key, kinds));
  if (stored) return repeat(stored);
  try {
    return await post();
  } catch (error) {
    if (!(error instanceof RepeatedPost) || !key) throw error;
    const found = await storedUnder(db, key, kinds);
    if (found) return repeat(found);
    throw new ApiError(409, 'duplicate', 'This ad was already posted.', {
      fields: { model: serverErrorKeys.duplicate },
    });
  }
}
