import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  knownDevice,
  type LoginThrottle,
  memoryLoginThrottle,
  newDeviceCookie,
  redisLoginThrottle,
} from './login-throttle';

const redisUrl = process.env.TEST_REDIS_URL;

async function countsFailuresInAWindow(make: (windowMs: number) => LoginThrottle) {
  const throttle = make(300);
  expect(await throttle.waitFor('ip:a')).toBe(0);
  await throttle.failed('ip:a');
  await throttle.failed('ip:a');
  expect(await throttle.waitFor('ip:a')).toBe(0);
  await throttle.failed('ip:a');
  const wait = await throttle.waitFor('ip:a');
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(300);
  expect(await throttle.waitFor('ip:b')).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(await throttle.waitFor('ip:a')).toBe(0);
}

test('in memory: 3 failures spend the budget until the window ends; other keys are free', async () => {
  await countsFailuresInAWindow((windowMs) => memoryLoginThrottle(3, windowMs));
});

test.skipIf(!redisUrl)('in Redis: the same, shared by every instance', async () => {
  const redis = new Redis(redisUrl!);
  const prefix = `bikebazaar-test-${randomBytes(4).toString('hex')}:`;
  try {
    await countsFailuresInAWindow((windowMs) => redisLoginThrottle(redis, prefix, 3, windowMs));
  } finally {
    await redis.quit();
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
