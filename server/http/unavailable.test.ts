import type { App } from '../app';
import { isDatabaseUnavailable } from './unavailable';
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

test.each([
  ['55000', 'database "bikebazaar" is not currently accepting connections', true],
  ['53300', 'sorry, too many clients already', true],
  ['3D000', 'database "bikebazaar" does not exist', true],
  ['28P01', 'password authentication failed for user "bikebazaar"', true],
  ['57014', 'canceling statement due to statement timeout', true],
  [undefined, 'Query read timeout', true],
  ['55000', 'currval of sequence "ids" is not yet defined in this session', false],
  ['57014', 'canceling statement due to user request', false],
  ['23505', 'duplicate key value violates unique constraint', false],
])('SQLSTATE %s "%s" is an outage: %s', (code, message, outage) => {
  expect(isDatabaseUnavailable(Object.assign(new Error(message), { code }))).toBe(outage);
});
