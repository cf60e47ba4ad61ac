import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { hashSessionToken } from '../../admin/admin-auth';
import { createTestEnv, postForm } from '../../testing/test-app';
import { adminHelpers, PASSWORD } from './admin-test-harness';

// The moderators' work: the report queue, hide / restore / delete, blocked phones and the log.
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

const { login, as, act, postAd, report, listIds } = adminHelpers(() => app);

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
