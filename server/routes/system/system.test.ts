import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';

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

const ready = () => app.inject({ url: '/api/ready' });

test('a running server is alive and ready', async () => {
  const health = await app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok', engine: env.engine });
  const answer = await ready();
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ status: 'ready' });
});

test('a database that does not answer: not ready (503 with the reason), still alive', async () => {
  const query = app.db.query.bind(app.db);
  app.db.query = (async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
  }) as typeof app.db.query;
  try {
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ status: 'unavailable', reason: 'database: ECONNREFUSED' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  } finally {
    app.db.query = query;
  }
  expect((await ready()).statusCode).toBe(200);
});

test('a migration the database has not recorded: not ready, named', async () => {
  await app.db.query("DELETE FROM schema_migrations WHERE name = '0006_list_indexes'");
  try {
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().reason).toBe('migrations not applied: 0006_list_indexes');
  } finally {
    await app.db.query("INSERT INTO schema_migrations (name) VALUES ('0006_list_indexes')");
  }
  expect((await ready()).statusCode).toBe(200);
});

test('a photo folder that cannot be written: not ready', async () => {
  const photos = join(env.dir, 'data', 'photos');
  rmSync(photos, { recursive: true, force: true });
  writeFileSync(photos, 'not a folder');
  try {
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().reason).toMatch(/^photo store: /);
  } finally {
    rmSync(photos);
    mkdirSync(photos);
  }
  expect((await ready()).statusCode).toBe(200);
});
