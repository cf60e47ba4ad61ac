import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Counters, memoryCounters, redisCounters } from '../http/counters';
import { knownDevice, loginThrottle, newDeviceCookie } from './login-throttle';

const redisUrl = process.env.TEST_REDIS_URL;

/** Long enough that a slow host's five round trips stay inside it (300 ms was not, once). */
const WINDOW_MS = 1_500;

async function countsTriesInAWindow(counters: Counters) {
  const throttle = loginThrottle(counters, 3, WINDOW_MS);
  expect(await throttle.reserve('ip:a')).toBe(0);
  expect(await throttle.reserve('ip:a')).toBe(0);
  // A right password gives its try back.
  expect(await throttle.reserve('ip:a')).toBe(0);
  await throttle.succeeded('ip:a');
  expect(await throttle.reserve('ip:a')).toBe(0);
  const wait = await throttle.reserve('ip:a');
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(WINDOW_MS);
  expect(await throttle.reserve('ip:b')).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 50));
  expect(await throttle.reserve('ip:a')).toBe(0);
}

/** 200 wrong passwords sent together get exactly `max` tries between them. */
async function holdsUnderConcurrency(counters: Counters) {
  const throttle = loginThrottle(counters, 5);
  const waits = await Promise.all(Array.from({ length: 200 }, () => throttle.reserve('ip:crowd')));
  expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
}

test('in memory: 3 tries spend the budget until the window ends; other keys are free', async () => {
  await countsTriesInAWindow(memoryCounters());
  await holdsUnderConcurrency(memoryCounters());
});

test.skipIf(!redisUrl)('in Redis: the same, shared by every instance, atomic', async () => {
  const redis = new Redis(redisUrl!);
  const prefix = `bikebazaar-test-${randomBytes(4).toString('hex')}:`;
  const warn = vi.fn();
  try {
    await countsTriesInAWindow(redisCounters(redis, prefix, warn));
    await holdsUnderConcurrency(redisCounters(redis, prefix, warn));
    expect(warn).not.toHaveBeenCalled();
  } finally {
    await redis.quit();
  }
});

test('with Redis unreachable the tries are counted in this process, with one warning', async () => {
  const redis = new Redis('redis://127.0.0.1:1', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
  });
  redis.on('error', () => undefined);
  const warn = vi.fn();
  try {
    await holdsUnderConcurrency(redisCounters(redis, 'x:', warn));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatch(/counted by this instance alone/);
  } finally {
    redis.disconnect();
  }
});

test('a device cookie is known only with its MAC under the current password', () => {
  const cookie = newDeviceCookie('first password here');
  expect(knownDevice(cookie, 'first password here')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(knownDevice(cookie, 'a changed password')).toBeNull();
  expect(knownDevice(`${cookie}x`, 'first password here')).toBeNull();
  expect(knownDevice('', 'first password here')).toBeNull();
  expect(knownDevice(undefined, 'first password here')).toBeNull();
});

test('a reservation counted in memory while Redis stalled is given back in memory, not to Redis', async () => {
  // The messages bench's case: INCR timed out (counted here), the give-back then reached Redis,
  // and this instance's count only grew until right tokens got 429.
  let redisAnswers = false;
  const evals: string[] = [];
  const redis = {
    eval: async (script: string) => {
      evals.push(script.includes("'INCR'") ? 'incr' : 'decr');
      if (!redisAnswers) throw new Error('Command timed out');
      return script.includes("'INCR'") ? [1, 1000] : 0;
    },
  } as unknown as Redis;
  const throttle = loginThrottle(redisCounters(redis, 'x:', vi.fn()), 3, 60_000);
  for (let i = 0; i < 10; i += 1) {
    expect(await throttle.reserve('ip:phone')).toBe(0);
    redisAnswers = true; // Redis is back for the give-back
    await throttle.succeeded('ip:phone');
    redisAnswers = false;
  }
  // Ten right passwords: none of them used up the budget, and none was given back to Redis.
  expect(evals.filter((call) => call === 'decr')).toHaveLength(0);
});
