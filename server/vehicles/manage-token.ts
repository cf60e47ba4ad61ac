import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new manage token: 144 random bits, URL-safe (24 characters). Only the poster gets it. */
export function newManageToken(): string {
  return randomBytes(18).toString('base64url');
}

/** What the database keeps: the token's SHA-256, never the token. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const NO_HASH = hashManageToken('no ad has this hash');

/**
 * Whether `token` is the one whose hash is `stored`, compared in constant time. A missing token
 * or an ad without an owner compares against a dummy, so the time taken reveals nothing.
 */
export function manageTokenMatches(token: string | null, stored: string | null): boolean {
  const presented = Buffer.from(hashManageToken(token ?? ''), 'hex');
  const expected = Buffer.from(stored && /^[0-9a-f]{64}$/.test(stored) ? stored : NO_HASH, 'hex');
  const equal = timingSafeEqual(presented, expected);
  return equal && token !== null && token.length >= 22 && stored !== null;
}
