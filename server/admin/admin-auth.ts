import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashManageToken } from '../vehicles/manage-token';

export const SESSION_COOKIE = 'bb_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function hashSessionToken(token: string): string {
  return hashManageToken(token);
}

/** Bound to the session, needs no storage, and cannot be made without the HttpOnly cookie. */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('bikebazaar admin csrf').digest('base64url');
}

/** Both sides hashed first, so lengths leak nothing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
