import type { App } from '../app';
import { createTestEnv } from '../testing/test-app';

const PROXY = '10.0.0.1';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ trustProxy: [PROXY] }, { managePerWindow: 3 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

/** A manage request (rate limited per address) from `from`, claiming `forwardedFor`. */
const manage = (from: string, forwardedFor: string) =>
  app.inject({
    url: '/api/vehicles/some-ad/manage',
    remoteAddress: from,
    headers: { authorization: 'Bearer wrong-token', 'x-forwarded-for': forwardedFor },
  });

test('a client reaching the port directly cannot buy a fresh budget with X-Forwarded-For', async () => {
  const statuses = [];
  for (let n = 1; n <= 5; n += 1) {
    statuses.push((await manage('203.0.113.7', `198.51.100.${n}`)).statusCode);
  }
  expect(statuses).toEqual([403, 403, 403, 429, 429]);
});

test("behind a listed proxy each client's forwarded address has its own budget", async () => {
  for (let n = 0; n < 3; n += 1) {
    expect((await manage(PROXY, '192.0.2.10')).statusCode).toBe(403);
  }
  expect((await manage(PROXY, '192.0.2.10')).statusCode).toBe(429);
  // A forged hop before the real client is not believed: the proxy's own entry counts.
  expect((await manage(PROXY, '192.0.2.99, 192.0.2.10')).statusCode).toBe(429);
  expect((await manage(PROXY, '192.0.2.11')).statusCode).toBe(403);
});
