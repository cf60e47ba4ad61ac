import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashManageToken } from '../vehicles/manage-token';

/** The admin session cookie: HttpOnly, SameSite=Strict, sent only to /api/admin. */
export const SESSION_COOKIE = 'bb_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';

/** A new session token: 256 random bits, URL-safe (43 characters). Only the cookie holds it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the database keeps: the token's SHA-256 (as for manage tokens), never the token. */
export function hashSessionToken(token: string): string {
  return hashManageToken(token);
}

/**
 * The session's CSRF token: an HMAC keyed by the session token, so it is bound to that session,
 * needs no storage, and cannot be made without the HttpOnly cookie's value.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('bikebazaar admin csrf').digest('base64url');
}

/** Equal strings, compared in constant time (both sides hashed first, so lengths leak nothing). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
