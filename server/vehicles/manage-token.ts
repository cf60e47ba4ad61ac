import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 144 random bits, URL-safe. Only the poster gets it. */
export function newManageToken(): string {
  return randomBytes(18).toString('base64url');
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const NO_HASH = hashManageToken('no ad has this hash');

/** Constant time; a missing token or ownerless ad compares against a dummy. */
export function manageTokenMatches(token: string | null, stored: string | null): boolean {
  const presented = Buffer.from(hashManageToken(token ?? ''), 'hex');
  const expected = Buffer.from(stored && /^[0-9a-f]{64}$/.test(stored) ? stored : NO_HASH, 'hex');
  const equal = timingSafeEqual(presented, expected);
  return equal && token !== null && token.length >= 22 && stored !== null;
}
