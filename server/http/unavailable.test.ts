import type { App } from '../app';
import { createTestEnv } from '../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open();
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

test('a database that does not answer gives 503 with Retry-After, never 500, and answers again after', async () => {
  const query = app.db.query.bind(app.db);
  app.db.query = (async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  }) as typeof app.db.query;
  try {
    const api = await app.inject({ url: '/api/vehicles/some-ad' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toMatchObject({ code: 'unavailable' });
    const list = await app.inject({ url: '/api/vehicles?type=scooters' });
    expect(list.statusCode).toBe(503);
  } finally {
    app.db.query = query;
  }
  expect((await app.inject({ url: '/api/vehicles?type=scooters' })).statusCode).toBe(200);
});
