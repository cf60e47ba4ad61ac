import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { hashSessionToken } from '../../admin/admin-auth';
import { loadConfig } from '../../config';
import { createTestEnv, postForm } from '../../testing/test-app';

// The moderators' admin API: password login with a hashed session cookie, CSRF tokens,
// a login rate limit, the report queue, hide / restore / delete, blocked phones and the log.
const PASSWORD = 'correct horse battery staple';
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

type Login = { cookie: string; token: string; csrf: string; setCookie: string };
let address = 0;
/** Logs in from a new address each time (the login limit is per address). */
async function login(name = 'Nimal', target: App = app): Promise<Login> {
  address += 1;
  const response = await target.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: PASSWORD, name },
    remoteAddress: `10.9.0.${address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  const token = /bb_admin=([^;]+)/.exec(setCookie)![1]!;
  return { cookie: `bb_admin=${token}`, token, csrf: response.json().csrfToken, setCookie };
}
const as = (session: Login | null, csrf: string | null = session?.csrf ?? null) => ({
  ...(session ? { cookie: session.cookie } : {}),
  ...(csrf ? { 'x-csrf-token': csrf } : {}),
});
const act = (
  session: Login | null,
  id: string,
  action: string,
  reason = '',
  csrf?: string | null,
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/vehicles/${id}/${action}`,
    headers: as(session, csrf === undefined ? (session?.csrf ?? null) : csrf),
    payload: { reason },
  });

let serial = 0;
async function postAd(phone = '0712345678'): Promise<Vehicle & { manageToken: string }> {
  serial += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model: `Mod${serial}zq`, phone })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Vehicle & { manageToken: string }>();
}
const report = (id: string, reason: string, from: string, note = '') =>
  app.inject({
    method: 'POST',
    url: `/api/vehicles/${id}/reports`,
    payload: { reason, note },
    remoteAddress: from,
  });
const listIds = async (query = '', type = 'all') =>
  (await app.inject({ url: `/api/vehicles?type=${type}&limit=60${query}` }))
    .json<{ items: Vehicle[] }>()
    .items.map((v) => v.id);

const READS = ['/api/admin/session', '/api/admin/reports', '/api/admin/log', '/api/admin/phones'];

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

test('login is limited to 5 tries per 15 minutes per address; then even the right password gets 429', async () => {
  const from = '10.7.0.1';
  const attempt = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password, name: 'Guess' },
      remoteAddress: from,
    });
  for (let i = 0; i < 5; i += 1) expect((await attempt(`guess ${i}`)).statusCode).toBe(401);
  const limited = await attempt(PASSWORD);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  expect(limited.headers['set-cookie']).toBeUndefined();
  // Another address may still log in.
  await login();
});

test('the queue groups reports per ad with counts and reasons, most recently reported first', async () => {
  const session = await login();
  const older = await postAd();
  const newer = await postAd();
  await report(older.id, 'fraud', '10.6.0.1', '<img src=x onerror=alert(1)>');
  await report(older.id, 'fraud', '10.6.0.2');
  await report(older.id, 'duplicate', '10.6.0.3');
  await app.db.query(
    `UPDATE reports SET created_at = now() - interval '1 hour' WHERE vehicle_id = $1`,
    [older.id],
  );
  await report(newer.id, 'offensive', '10.6.0.1', 'rude words');
  const queue = await app.inject({ url: '/api/admin/reports', headers: as(session) });
  expect(queue.statusCode).toBe(200);
  type Item = { vehicle: Vehicle; openReports: number; reasons: object; reports: object[] };
  const items = queue.json<{ items: Item[] }>().items;
  const ids = items.map((item) => item.vehicle.id);
  expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  const olderItem = items.find((item) => item.vehicle.id === older.id)!;
  expect(olderItem).toMatchObject({ openReports: 3, reasons: { fraud: 2, duplicate: 1 } });
  expect(olderItem.reports).toContainEqual(
    expect.objectContaining({ reason: 'fraud', note: '<img src=x onerror=alert(1)>', open: true }),
  );
  // Looked up by id, with its phone and state.
  const one = await app.inject({ url: `/api/admin/vehicles/${newer.id}`, headers: as(session) });
  expect(one.json()).toMatchObject({
    vehicle: { id: newer.id, phone: '071 234 5678' },
    status: 'active',
    hidden: false,
    listed: true,
    phoneBlocked: false,
    openReports: 1,
  });
  const unknown = await app.inject({ url: '/api/admin/vehicles/nope', headers: as(session) });
  expect(unknown.statusCode).toBe(404);
  // Dismissed: the ad stays listed and leaves the queue.
  expect((await act(session, newer.id, 'dismiss', 'not offensive')).json()).toMatchObject({
    openReports: 0,
    listed: true,
  });
  const after = await app.inject({ url: '/api/admin/reports', headers: as(session) });
  expect(after.json<{ items: Item[] }>().items.map((item) => item.vehicle.id)).not.toContain(
    newer.id,
  );
});

test('hide: gone from lists, search and its page at once (404); restore: back at once', async () => {
  const session = await login();
  const ad = await postAd();
  const search = `&q=${ad.model}`;
  // Warm the short caches first: hiding must not wait for them.
  expect(await listIds()).toContain(ad.id);
  expect(await listIds(search)).toContain(ad.id);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).statusCode).toBe(200);
  await report(ad.id, 'fraud', '10.5.0.1');

  const hidden = await act(session, ad.id, 'hide', 'scam');
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json()).toMatchObject({ hidden: true, listed: false, openReports: 0 });
  expect(await listIds()).not.toContain(ad.id);
  expect(await listIds(search)).not.toContain(ad.id);
  expect(await listIds(search, ad.type)).not.toContain(ad.id);
  const page = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(page.statusCode).toBe(404);
  expect(page.json()).toMatchObject({ code: 'not_found' });
  // Its owner's manage page says it is hidden (not expired).
  const owner = await app.inject({
    url: `/api/vehicles/${ad.id}/manage`,
    headers: { authorization: `Bearer ${ad.manageToken}` },
  });
  expect(owner.json()).toMatchObject({ status: 'active', hidden: true, listed: false });
  // A hidden ad cannot be reported again either.
  expect((await report(ad.id, 'fraud', '10.5.0.2')).statusCode).toBe(404);

  const restored = await act(session, ad.id, 'restore', 'checked: genuine');
  expect(restored.json()).toMatchObject({ hidden: false, listed: true });
  expect(await listIds()).toContain(ad.id);
  expect(await listIds(search)).toContain(ad.id);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).statusCode).toBe(200);
});

test('delete: the ad is gone for good (410 deleted)', async () => {
  const session = await login();
  const ad = await postAd();
  const deleted = await act(session, ad.id, 'delete', 'fraud');
  expect(deleted.json()).toMatchObject({ status: 'deleted', listed: false });
  expect(await listIds()).not.toContain(ad.id);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json()).toMatchObject({
    code: 'gone',
    gone: { reason: 'deleted' },
  });
});

test('a blocked phone number cannot post or be put on an ad, however it is written; unblocked, it can', async () => {
  const session = await login();
  const ad = await postAd('0779990001');
  const block = await app.inject({
    method: 'POST',
    url: '/api/admin/phones/block',
    headers: as(session),
    payload: { phone: '+94 77 999 0001', reason: 'scammer' },
  });
  expect(block.statusCode, block.body).toBe(200);
  expect(block.json()).toEqual({ phone: '077 999 0001', blocked: true });
  expect(
    (await app.inject({ url: `/api/admin/vehicles/${ad.id}`, headers: as(session) })).json(),
  ).toMatchObject({ phoneBlocked: true });

  for (const phone of ['0779990001', '077-999-0001', '0094779990001']) {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm({ phone, model: 'Blocked' })),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'blocked',
      fields: { phone: 'postAd.errors.server.blocked' },
    });
  }
  // Nor may its owner edit the ad, or another ad take the number.
  const editOf = (target: { id: string; manageToken: string }, phone: string) => {
    const form = postForm(buildAdForm({ phone, model: 'Edited' }));
    form.append('keep', JSON.stringify({ hero: null, gallery: [] }));
    return app.inject({
      method: 'PUT',
      url: `/api/vehicles/${target.id}`,
      headers: { authorization: `Bearer ${target.manageToken}` },
      payload: form,
    });
  };
  const own = await editOf(ad, '0779990001');
  expect(own.statusCode).toBe(403);
  expect(own.json()).toMatchObject({ code: 'blocked' });
  const other = await postAd('0779990002');
  expect((await editOf(other, '077 999 0001')).statusCode).toBe(403);
  expect((await editOf(other, '0779990003')).statusCode).toBe(200);

  const phones = await app.inject({ url: '/api/admin/phones', headers: as(session) });
  expect(phones.json().items).toContainEqual(expect.objectContaining({ phone: '077 999 0001' }));

  await app.inject({
    method: 'POST',
    url: '/api/admin/phones/unblock',
    headers: as(session),
    payload: { phone: '0779990001' },
  });
  const allowed = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ phone: '0779990001', model: 'Unblocked' })),
  });
  expect(allowed.statusCode).toBe(201);
});

test('every action is logged with who did it, why and when; the log is newest first', async () => {
  const session = await login('Sunil');
  const ad = await postAd();
  const before = Date.now() - 1000;
  await act(session, ad.id, 'hide', 'looks like a scam');
  await act(session, ad.id, 'restore');
  await app.inject({
    method: 'POST',
    url: '/api/admin/phones/block',
    headers: as(session),
    payload: { phone: '0711112222' },
  });
  const log = await app.inject({ url: '/api/admin/log', headers: as(session) });
  type Entry = {
    action: string;
    vehicleId: string | null;
    phone: string | null;
    moderator: string;
    session: string;
    reason: string;
    createdAt: string;
  };
  const entries = log.json<{ items: Entry[] }>().items.slice(0, 3);
  expect(entries.map((entry) => entry.action)).toEqual(['block_phone', 'restore', 'hide']);
  const tag = hashSessionToken(session.token).slice(0, 8);
  for (const entry of entries) {
    expect(entry).toMatchObject({ moderator: 'Sunil', session: tag });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  }
  expect(entries[2]).toMatchObject({ vehicleId: ad.id, reason: 'looks like a scam' });
  expect(entries[0]).toMatchObject({ phone: '071 111 2222', vehicleId: null });
  // The rows themselves.
  const rows = await app.db.query<{ moderator: string; session: string; created_at: Date }>(
    'SELECT moderator, session, created_at FROM moderation_log WHERE vehicle_id = $1',
    [ad.id],
  );
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.moderator === 'Sunil' && row.session === tag)).toBe(true);
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

test('the queue is one statement however many ads are reported', async () => {
  const session = await login();
  for (let i = 0; i < 6; i += 1) await report((await postAd()).id, 'fraud', `10.7.0.${i}`);
  const query = app.db.query.bind(app.db);
  let statements = 0;
  app.db.query = ((...args: Parameters<typeof query>) => {
    statements += 1;
    return query(...args);
  }) as typeof app.db.query;
  try {
    const queue = await app.inject({ url: '/api/admin/reports', headers: as(session) });
    expect(queue.json<{ items: unknown[] }>().items.length).toBeGreaterThanOrEqual(6);
  } finally {
    app.db.query = query;
  }
  // The session check, then the queue.
  expect(statements).toBe(2);
});

// PGlite: one process per data folder, so a second instance needs PostgreSQL.
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
    const proxied = await env.open({ adminPassword: PASSWORD, trustProxy: true });
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
