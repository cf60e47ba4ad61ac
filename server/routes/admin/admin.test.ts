import type { App } from '../../app';
import { hashSessionToken } from '../../admin/admin-auth';
import { loadConfig } from '../../config';
import { createTestEnv } from '../../testing/test-app';
import { adminHelpers, PASSWORD, READS } from './admin-test-harness';

// The moderators' admin API, its sign-in: password login with a hashed session cookie, CSRF
// tokens, sessions across instances, logout, and no admin at all without ADMIN_PASSWORD.
// The report queue and the moderators' actions are in admin-moderation.test.ts.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  // Lists cached as in production: hiding must still take effect at once.
  app = await env.open({ adminPassword: PASSWORD, listCacheSeconds: 5 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const { login, as, act, postAd, listIds } = adminHelpers(() => app);

test('without a session every admin route answers 401', async () => {
  const ad = await postAd();
  const requests = [
    ...READS.map((url) => app.inject({ url })),
    app.inject({ url: `/api/admin/vehicles/${ad.id}` }),
    act(null, ad.id, 'hide'),
    app.inject({
      method: 'POST',
      url: '/api/admin/phones/block',
      payload: { phone: '0771234567' },
    }),
    app.inject({ method: 'POST', url: '/api/admin/logout' }),
  ];
  for (const response of await Promise.all(requests)) {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  }
  expect(await listIds()).toContain(ad.id);
});

test('login sets an HttpOnly, SameSite=Strict cookie for /api/admin; only its hash is stored', async () => {
  const session = await login();
  expect(session.setCookie).toMatch(/HttpOnly/i);
  expect(session.setCookie).toMatch(/SameSite=Strict/i);
  expect(session.setCookie).toMatch(/Path=\/api\/admin/);
  expect(session.setCookie).toMatch(/Max-Age=\d+/);
  expect(session.setCookie).not.toMatch(/Secure/); // plain http without a proxy
  expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const rows = await app.db.query<{ token_hash: string; moderator: string }>(
    'SELECT token_hash, moderator FROM admin_sessions',
  );
  expect(rows.map((row) => row.token_hash)).toContain(hashSessionToken(session.token));
  expect(JSON.stringify(rows)).not.toContain(session.token);
  const current = await app.inject({ url: '/api/admin/session', headers: as(session) });
  expect(current.statusCode).toBe(200);
  expect(current.json()).toMatchObject({ moderator: 'Nimal', csrfToken: session.csrf });
  expect(current.headers['cache-control']).toBe('no-store');
});

test('a wrong password is refused; forged, modified or expired cookies get 401', async () => {
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: `${PASSWORD}!`, name: 'Eve' },
    remoteAddress: '10.8.0.1',
  });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.headers['set-cookie']).toBeUndefined();

  const real = await login();
  const flipped = real.token.slice(0, -1) + (real.token.endsWith('A') ? 'B' : 'A');
  const [hash] = await app.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM admin_sessions LIMIT 1',
  );
  const forged = [
    'bb_admin=' + 'A'.repeat(43),
    `bb_admin=${flipped}`,
    `bb_admin=${real.token.slice(0, 42)}`,
    `bb_admin=${real.token}x`,
    `bb_admin=${hash!.token_hash}`, // the stored hash is not a key
    `bb_admin=${real.csrf}`,
    `admin=${real.token}`,
  ];
  for (const cookie of forged) {
    const response = await app.inject({ url: '/api/admin/reports', headers: { cookie } });
    expect(response.statusCode, cookie).toBe(401);
  }
  expect((await app.inject({ url: '/api/admin/reports', headers: as(real) })).statusCode).toBe(200);
  await app.db.query(
    `UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
    [hashSessionToken(real.token)],
  );
  expect((await app.inject({ url: '/api/admin/reports', headers: as(real) })).statusCode).toBe(401);
});

test("changes without the CSRF token, or with another session's, get 403 and change nothing", async () => {
  const ad = await postAd();
  const mine = await login('Nimal');
  const theirs = await login('Kamala');
  const refused = [
    act(mine, ad.id, 'hide', '', null),
    act(mine, ad.id, 'hide', '', theirs.csrf),
    act(mine, ad.id, 'hide', '', `${mine.csrf}x`),
    act(mine, ad.id, 'hide', '', ''),
    app.inject({
      method: 'POST',
      url: '/api/admin/phones/block',
      headers: as(mine, theirs.csrf),
      payload: { phone: '0771234567' },
    }),
    app.inject({ method: 'POST', url: '/api/admin/logout', headers: as(mine, null) }),
  ];
  for (const response of await Promise.all(refused)) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  }
  expect(await listIds()).toContain(ad.id);
  expect(await app.db.query('SELECT 1 FROM moderation_log WHERE vehicle_id = $1', [ad.id])).toEqual(
    [],
  );
  // The session still works with its own token.
  expect((await act(mine, ad.id, 'dismiss')).statusCode).toBe(200);
});

test('logout deletes the session: its cookie no longer works', async () => {
  const session = await login();
  const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: as(session) });
  expect(out.statusCode).toBe(200);
  expect(String(out.headers['set-cookie'])).toMatch(/bb_admin=;/);
  const rows = await app.db.query('SELECT 1 FROM admin_sessions WHERE token_hash = $1', [
    hashSessionToken(session.token),
  ]);
  expect(rows).toEqual([]);
  expect((await app.inject({ url: '/api/admin/session', headers: as(session) })).statusCode).toBe(
    401,
  );
});

const onPostgres = () => env.engine === 'postgres';

test.skipIf(!process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite')(
  'a session works on every instance that shares the database (PostgreSQL)',
  async () => {
    expect(onPostgres()).toBe(true);
    const second = await env.open({ adminPassword: PASSWORD });
    try {
      const session = await login();
      const there = await second.inject({ url: '/api/admin/session', headers: as(session) });
      expect(there.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  },
);

test.skipIf(!process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite')(
  'behind a proxy (TRUST_PROXY) the cookie is Secure',
  async () => {
    expect(onPostgres()).toBe(true);
    const proxied = await env.open({ adminPassword: PASSWORD, trustProxy: ['127.0.0.1'] });
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        payload: { password: PASSWORD, name: 'Proxy' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  },
);

test('without ADMIN_PASSWORD there is no admin: every admin route is a 404', async () => {
  const plainEnv = await createTestEnv();
  const plain = await plainEnv.open({ adminPassword: null });
  try {
    const answers = await Promise.all([
      plain.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: '', name: 'x' },
      }),
      plain.inject({ url: '/api/admin/session' }),
      plain.inject({ url: '/api/admin/reports' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
  } finally {
    await plain.close();
    await plainEnv.dispose();
  }
});

test('ADMIN_PASSWORD: unset disables the admin; shorter than 12 characters is refused', () => {
  expect(loadConfig({}).adminPassword).toBeNull();
  expect(loadConfig({ ADMIN_PASSWORD: PASSWORD }).adminPassword).toBe(PASSWORD);
  expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/);
  expect(loadConfig({}).limits).toMatchObject({ adminLoginsPerWindow: 5, reportsPerHour: 10 });
});

test('the API document describes the report and admin routes', async () => {
  const response = await app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json<{ paths: Record<string, unknown> }>();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/vehicles/{id}/reports',
      '/api/admin/login',
      '/api/admin/reports',
      '/api/admin/vehicles/{id}/{action}',
      '/api/admin/log',
    ]),
  );
});
