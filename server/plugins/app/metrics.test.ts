import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { createTestEnv, postForm } from '../../testing/test-app';

const TOKEN = 'scrape-token-0123456789';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ metricsToken: TOKEN });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

test('metrics need the bearer token: none or a wrong one is 401', async () => {
  expect((await scrape()).statusCode).toBe(401);
  const wrong = await scrape('Bearer scrape-token-0123456788');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.headers['www-authenticate']).toBe('Bearer');
  expect(wrong.body).not.toContain('bikebazaar_');
  expect((await scrape(TOKEN)).statusCode).toBe(401);
});

test('without METRICS_TOKEN there are no metrics: 404', async () => {
  // Its own data folder: one PGlite folder is open in one app at a time.
  const bareEnv = await createTestEnv();
  const bare = await bareEnv.open({ metricsToken: null });
  try {
    const answer = await bare.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
  } finally {
    await bare.close();
    await bareEnv.dispose();
  }
});

test('Prometheus text: durations per route pattern, pool, posts, held ads, errors', async () => {
  await app.inject({ url: '/api/vehicles/no-such-ad-1' });
  await app.inject({ url: '/api/vehicles/no-such-ad-2' });
  const posted = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm()),
  });
  expect(posted.statusCode).toBe(201);
  app.metrics.countHeldAds = async () => 3;
  const query = app.db.query.bind(app.db);
  app.db.query = (async () => {
    throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  }) as typeof app.db.query;
  try {
    expect((await app.inject({ url: '/api/vehicles/no-such-ad-3' })).statusCode).toBe(503);
  } finally {
    app.db.query = query;
  }

  const answer = await scrape(`Bearer ${TOKEN}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = answer.body;
  // Both ids fall in one series: the route's pattern, not the URL.
  expect(text).toMatch(
    /bikebazaar_http_request_duration_seconds_count\{method="GET",route="\/api\/vehicles\/:id",status="404"\} 2\n/,
  );
  expect(text).toMatch(/bikebazaar_http_request_duration_seconds_bucket\{le="0\.1",method="GET"/);
  expect(text).not.toContain('no-such-ad');
  expect(text).toMatch(/bikebazaar_ads_posted_total 1\n/);
  expect(text).toMatch(/bikebazaar_held_ads 3\n/);
  expect(text).toMatch(/bikebazaar_ads_held_total 0\n/);
  expect(text).toMatch(/bikebazaar_http_errors_total\{status="503"\} 1\n/);
  expect(text).toMatch(/bikebazaar_db_connections\{state="total"\} [1-9]/);
  expect(text).toMatch(/bikebazaar_process_resident_memory_bytes \d+/);
});
