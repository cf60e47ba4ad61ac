import type { Queryable } from '../db/db';
import { ApiError, serverErrorKeys } from '../http/api-error';

const DAY_MS = 24 * 60 * 60_000;

export type SpamLimits = { postsPerPhonePerDay: number; duplicateWindowMs: number };
/**
 * One ad of any kind: a vehicle by make and model, a part or gear ad by brand and title (the
 * columns a vehicle does not have are NULL, so one query serves every kind). The daily limit
 * counts a phone's ads of every kind together.
 */
export type SpamKey = { phone: string; make: string; model: string; price: number | null };

/**
 * Spaces and invisible characters (zero-width, joiners, soft hyphen, BOM): never a difference. One
 * list serves JavaScript and PostgreSQL, whose [:space:] is ASCII only in PGlite's locale.
 */
const INVISIBLE =
  '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u206a-\\u206f\\u3000\\u3164\\ufeff]';
// eslint-disable-next-line no-misleading-character-class -- joiners alone are what it removes
const invisible = new RegExp(INVISIBLE, 'gu');

/** "Dio", "D io", "D\u200Bio" and "ＤＩＯ" are one model to the duplicate rule. */
export const duplicateKey = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(invisible, '');
/** The same in SQL: `$6` is INVISIBLE, read by PostgreSQL's regular expressions. */
const duplicateSql = (column: string) =>
  `regexp_replace(lower(normalize(${column}, NFKC)), $6, '', 'g')`;

/** Checked before any photo is decoded and again in the transaction, under the phone's lock. */
export async function checkSpamRules(q: Queryable, ad: SpamKey, limits: SpamLimits) {
  const window = limits.duplicateWindowMs;
  if (window > 0) {
    const rows = await q.query(
      `SELECT 1 FROM vehicles
        WHERE phone = $1 AND posted_at > $2 AND ${duplicateSql('coalesce(make, brand_key)')} = $3
          AND ${duplicateSql('coalesce(model, title)')} = $4 AND price IS NOT DISTINCT FROM $5
        LIMIT 1`,
      [
        ad.phone,
        new Date(Date.now() - window).toISOString(),
        duplicateKey(ad.make),
        duplicateKey(ad.model),
        ad.price,
        INVISIBLE,
      ],
    );
    if (rows.length > 0) {
      throw new ApiError(409, 'duplicate', 'This ad was already posted in the last 24 hours.', {
        fields: { model: serverErrorKeys.duplicate },
      });
    }
  }
  const [row] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM vehicles WHERE phone = $1 AND posted_at > $2',
    [ad.phone, new Date(Date.now() - DAY_MS).toISOString()],
  );
  if ((row?.total ?? 0) >= limits.postsPerPhonePerDay) {
    throw new ApiError(429, 'phone_limit', 'This phone number has posted its ads for today.', {
      fields: { phone: serverErrorKeys.phoneLimit },
    });
  }
}
