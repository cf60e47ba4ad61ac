import { getSampleVehicles } from '@/data/sample-vehicles';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../app';
import { adminQuery } from '../testing/global-setup';
import { tcpProxy } from '../testing/tcp-proxy';
import { createTestEnv, postForm, theBuild } from '../testing/test-app';

// A TCP proxy in front of PostgreSQL: closing it is the database going away (refused
// connections, and the open ones cut), opening it again is the database coming back.
const onPostgres = !!process.env.TEST_DATABASE_URL && process.env.DB_ENGINE !== 'pglite';

const ADMIN_PASSWORD = 'correct horse battery';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let proxy: ReturnType<typeof tcpProxy>;

beforeAll(async () => {
  if (!onPostgres) return;
  env = await createTestEnv();
  const url = new URL(env.config().databaseUrl!);
  proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.open();
  url.host = `127.0.0.1:${proxy.port()}`;
  app = await env.open({
    databaseUrl: url.toString(),
    pageCacheSeconds: 0,
    adminPassword: ADMIN_PASSWORD,
    dbQueryTimeoutMs: 1_000,
    // Pages read the database only through the build's renderer.
    distDir: theBuild(),
  });
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await env?.dispose();
});

const sample = () => getSampleVehicles()[0]!;
const requests = () => [
  { url: '/api/vehicles?type=scooters' },
  { url: `/api/vehicles/${sample().id}` },
  { url: `/api/vehicles/${sample().id}/manage`, headers: { authorization: 'Bearer abc' } },
  { method: 'POST' as const, url: '/api/vehicles', payload: postForm(buildAdForm()) },
  {
    method: 'POST' as const,
    url: `/api/vehicles/${sample().id}/reports`,
    payload: { reason: 'fraud' },
  },
  { url: '/sitemaps/ads-1.xml' },
  {
    method: 'POST' as const,
    url: '/api/admin/login',
    payload: { password: ADMIN_PASSWORD, name: 'Nimal' },
  },
  { url: `/vehicle/${sample().id}` },
  { url: `/si/vehicle/${sample().id}` },
  { url: '/ta/browse/scooters' },
];

test.skipIf(!onPostgres)(
  'with the database gone every API route and page answers 503 with Retry-After, in the URL language; back within 5 s of its return',
  async () => {
    for (const request of requests()) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${request.url} before`).toBeLessThan(500);
    }
    await proxy.close();
    for (const request of requests()) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${request.url}: ${answer.body.slice(0, 200)}`).toBe(503);
      expect(answer.headers['retry-after'], request.url).toBe('5');
    }
    const si = await app.inject({ url: `/si/vehicle/${sample().id}` });
    expect(si.headers['content-type']).toMatch(/^text\/html/);
    expect(si.body).toContain('<html lang="si"');
    const api = await app.inject({ url: '/api/vehicles' });
    expect(api.json()).toMatchObject({ code: 'unavailable' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);

    await proxy.open();
    const back = Date.now();
    for (const request of requests()) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${request.url} after: ${answer.body.slice(0, 200)}`).toBeLessThan(
        500,
      );
    }
    expect(Date.now() - back).toBeLessThan(5_000);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  },
);

async function expectUnavailable(which = requests()) {
  for (const request of which) {
    const answer = await app.inject(request);
    expect(answer.statusCode, `${request.url}: ${answer.body.slice(0, 200)}`).toBe(503);
    expect(answer.headers['retry-after'], request.url).toBe('5');
  }
  const ta = await app.inject({ url: '/ta/browse/scooters' });
  expect(ta.headers['content-type']).toMatch(/^text\/html/);
  expect(ta.body).toContain('<html lang="ta"');
}

async function expectBack() {
  for (const request of requests()) {
    const answer = await app.inject(request);
    expect(answer.statusCode, `${request.url} after: ${answer.body.slice(0, 200)}`).toBeLessThan(
      500,
    );
  }
}

test.skipIf(!onPostgres)(
  'a database that refuses connections (SQLSTATE 55000) gets 503 on every route, not 500',
  async () => {
    const name = new URL(env.config().databaseUrl!).pathname.slice(1);
    const admin = process.env.TEST_DATABASE_URL!;
    await adminQuery(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await adminQuery(
        admin,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      await expectUnavailable();
    } finally {
      await adminQuery(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await expectBack();
  },
);

test.skipIf(!onPostgres)(
  'a stalled database answers 503 within the statement time-out instead of holding the request',
  async () => {
    await expectBack(); // every pooled connection open, then the database stops answering
    proxy.stall();
    // A read on a pooled connection, a post (a transaction), a login and a page.
    await expectUnavailable(requests().filter((_, index) => [0, 3, 6, 7].includes(index)));
    await proxy.close();
    // The cut connections' ends reach the pool, as they do when a database restarts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.open();
    await expectBack();
  },
  180_000,
);
