import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../app';
import { createTestEnv, postForm } from '../testing/test-app';

// Two instances behind one load balancer share one Redis: a client's posts count on both.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limit shared through Redis', () => {
  const envs: Array<Awaited<ReturnType<typeof createTestEnv>>> = [];
  const apps: App[] = [];

  beforeAll(async () => {
    const prefix = `bikebazaar-test-${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const env = await createTestEnv();
      envs.push(env);
      const app = await env.open(
        { redisUrl: redisUrl!, redisPrefix: prefix },
        { postsPerWindow: 4 },
      );
      // Until Redis is ready an instance counts alone (server/http/counters.ts).
      if (app.redis!.status !== 'ready') await once(app.redis!, 'ready');
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const env of envs) await env.dispose();
  });

  test('four posts in all from one address, whichever instance takes them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = apps[i % 2]!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/vehicles',
        payload: postForm(buildAdForm()),
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another address has its own allowance.
    const other = await apps[1]!.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm()),
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(201);
  });
});
