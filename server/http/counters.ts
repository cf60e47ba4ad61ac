import type { Redis } from 'ioredis';

/** A count in a fixed window: `current` includes this hit; `ttl` is what is left of the window. */
export type Hit = { current: number; ttl: number };

/**
 * Counts in fixed windows, each change one atomic step (a reservation, never read-then-write), so
 * requests arriving together cannot all see the count before any of them.
 */
export interface Counters {
  incr(key: string, windowMs: number): Promise<Hit>;
  /** Gives a reservation back (a right password; a try refused over the budget). */
  decr(key: string): Promise<void>;
}

type Window = { count: number; start: number; windowMs: number };

/** A flood from many addresses cannot grow memory past this: the oldest windows go first. */
const MEMORY_KEYS_MAX = 100_000;

/** This process's counts: one instance alone, started at zero by a restart. */
export function memoryCounters(): Counters {
  const windows = new Map<string, Window>();
  let calls = 0;
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.start + window.windowMs > now ? window : null;
  };
  return {
    async incr(key, windowMs) {
      const now = Date.now();
      if (++calls % 1000 === 0 || windows.size >= MEMORY_KEYS_MAX) {
        for (const [name, window] of windows) {
          if (window.start + window.windowMs <= now) windows.delete(name);
        }
        // Still full: Map keeps insertion order, so these are the oldest windows.
        for (const name of windows.keys()) {
          if (windows.size < MEMORY_KEYS_MAX * 0.9) break;
          windows.delete(name);
        }
      }
      const window = live(key, now) ?? { count: 0, start: now, windowMs };
      window.count += 1;
      windows.set(key, window);
      return { current: window.count, ttl: window.start + windowMs - now };
    },
    async decr(key) {
      const window = live(key, Date.now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

const DECR = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type Warn = (error: unknown, message: string) => void;

/**
 * Counts in Redis, shared by every instance and kept across restarts. While Redis cannot answer
 * (down, stalled past the client's command time-out), this instance counts in memory alone and
 * says so in the log (at most once a minute), so a Redis outage never fails or holds a request.
 */
export function redisCounters(redis: Redis, prefix: string, warn: Warn): Counters {
  const fallback = memoryCounters();
  // Reservations this instance counted in memory while Redis did not answer: a give-back goes
  // where its reservation was counted, or a reservation in memory given back to Redis would stay
  // counted here for its whole window (right tokens then got 429 under load).
  const inMemory = new Map<string, { count: number; until: number }>();
  let calls = 0;
  let warnedAt = 0;
  const degraded = (error: unknown) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    warn(error, 'Redis does not answer: limits are counted by this instance alone for now');
  };
  return {
    async incr(key, windowMs) {
      try {
        const [current, ttl] = (await redis.eval(INCR, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        return { current, ttl };
      } catch (error) {
        degraded(error);
        const now = Date.now();
        if (++calls % 1000 === 0 || inMemory.size >= MEMORY_KEYS_MAX) {
          for (const [name, held] of inMemory) if (held.until <= now) inMemory.delete(name);
        }
        const hit = await fallback.incr(key, windowMs);
        const held = inMemory.get(key);
        inMemory.set(key, { count: (held?.count ?? 0) + 1, until: now + hit.ttl });
        return hit;
      }
    },
    async decr(key) {
      const held = inMemory.get(key);
      if (held && held.until > Date.now() && held.count > 0) {
        if (--held.count === 0) inMemory.delete(key);
        await fallback.decr(key);
        return;
      }
      try {
        await redis.eval(DECR, 1, prefix + key);
      } catch (error) {
        // Counted in Redis: nothing to give back here (it expires with its window).
        degraded(error);
      }
    },
  };
}
