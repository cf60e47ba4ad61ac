import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Window = { count: number; start: number };
type Result = { current: number; ttl: number };

/** Without Redis. LocalStore shares one record: 1,000 concurrent posts all saw the final count. */
export class MemoryRateStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
    const now = Date.now();
    if (++this.calls % 1000 === 0) this.prune(now, timeWindow);
    let window = this.windows.get(key);
    if (!window || window.start + timeWindow <= now) {
      window = { count: 0, start: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.start + timeWindow - now });
  }

  read(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.start + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.start + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateStore();
  }

  private prune(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) {
      if (window.start + timeWindow <= now) this.windows.delete(key);
    }
  }
}
