import { createHmac, randomBytes } from 'node:crypto';
import type { Counters } from '../http/counters';
import { sameSecret } from './admin-auth';

/**
 * Wrong admin passwords, counted per key for a fixed window: `ip:<address>` for a browser never
 * seen to log in, `device:<id>` for one that has (its device cookie). Each try reserves a place
 * first and a right password gives it back, so 200 guesses sent at once get `max` tries between
 * them, not one each; moderators logging in often spend nothing. A crowd (or an attacker) behind
 * a moderator's address exhausts that address's budget, never the moderator's known browser's.
 */
export interface LoginThrottle {
  /** Takes a try: milliseconds to wait when the budget is spent (0: go ahead). */
  reserve(key: string): Promise<number>;
  /** The password was right: the try is given back. */
  succeeded(key: string): Promise<void>;
}

export const LOGIN_WINDOW_MS = 15 * 60_000;

export function loginThrottle(
  counters: Counters,
  max: number,
  windowMs = LOGIN_WINDOW_MS,
): LoginThrottle {
  const keyOf = (key: string) => `login-failures:${key}`;
  return {
    async reserve(key) {
      const { current, ttl } = await counters.incr(keyOf(key), windowMs);
      if (current <= max) return 0;
      await counters.decr(keyOf(key)); // a refused try is no failure: it was never checked
      return Math.max(1, ttl);
    },
    async succeeded(key) {
      await counters.decr(keyOf(key));
    },
  };
}

export const DEVICE_COOKIE = 'bb_admin_device';

/** A device id with its HMAC under the admin password: changing the password forgets devices. */
export function newDeviceCookie(password: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${deviceMac(password, id)}`;
}

/** The device id when the cookie is one this server issued, else null. */
export function knownDevice(cookie: string | undefined, password: string): string | null {
  const [id, mac, ...rest] = (cookie ?? '').split('.');
  if (!id || !mac || rest.length || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  return sameSecret(mac, deviceMac(password, id)) ? id : null;
}

function deviceMac(password: string, id: string): string {
  return createHmac('sha256', password).update(`admin device ${id}`).digest('base64url');
}
