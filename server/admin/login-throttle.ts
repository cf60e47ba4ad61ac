import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sameSecret } from './admin-auth';

/**
 * Failed admin logins, counted per key for a fixed window: `ip:<address>` for a browser never
 * seen to log in, `device:<id>` for one that has (its device cookie). Only failures count, so
 * moderators logging in often spend nothing; and a crowd (or an attacker) behind a moderator's
 * address exhausts that address's budget, never the budget of the moderator's known browser.
 */
export interface LoginThrottle {
  /** Milliseconds until `key` may try again (0: now). */
  waitFor(key: string): Promise<number>;
  failed(key: string): Promise<void>;
}

export const LOGIN_WINDOW_MS = 15 * 60_000;

export function memoryLoginThrottle(max: number, windowMs = LOGIN_WINDOW_MS): LoginThrottle {
  const failures = new Map<string, { count: number; start: number }>();
  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && entry.start + windowMs > now) return entry;
    failures.delete(key);
    return null;
  };
  return {
    async waitFor(key) {
      const now = Date.now();
      const entry = current(key, now);
      return entry && entry.count >= max ? entry.start + windowMs - now : 0;
    },
    async failed(key) {
      const now = Date.now();
      if (failures.size > 50_000) failures.clear(); // a flood of addresses cannot grow memory
      const entry = current(key, now) ?? { count: 0, start: now };
      entry.count += 1;
      failures.set(key, entry);
    },
  };
}

/** The same counts in Redis: shared by every instance and kept across restarts. */
export function redisLoginThrottle(
  redis: Redis,
  prefix: string,
  max: number,
  windowMs = LOGIN_WINDOW_MS,
): LoginThrottle {
  const keyOf = (key: string) => `${prefix}login-failures:${key}`;
  return {
    async waitFor(key) {
      const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
      return Number(count ?? 0) >= max && ttl > 0 ? ttl : 0;
    },
    async failed(key) {
      // SET NX starts the window with the first failure; INCR keeps its expiry.
      await redis.multi().set(keyOf(key), '0', 'PX', windowMs, 'NX').incr(keyOf(key)).exec();
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
