import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { hashManageToken } from '../../vehicles/manage-token';
import { createTestEnv, postForm } from '../../testing/test-app';

// The owner's secret manage link, and an ad's life cycle.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

type Posted = Vehicle & { manageToken: string };
let serial = 0;
async function postAd(): Promise<Posted> {
  serial += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model: `Manage${serial}`, title: `Manage test ${serial}` })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}
const as = (token: string | null) => (token === null ? {} : { authorization: `Bearer ${token}` });
const manage = (id: string, token: string | null, action = 'manage', method = 'GET') =>
  app.inject({
    method: method as 'GET',
    url: action === 'delete' ? `/api/vehicles/${id}` : `/api/vehicles/${id}/${action}`,
    headers: as(token),
  });
const listIds = async (q = '') =>
  (await app.inject({ url: `/api/vehicles?type=all&limit=60${q ? `&q=${q}` : ''}` }))
    .json<{ items: Vehicle[] }>()
    .items.map((v) => v.id);
const sql = (text: string, params: unknown[]) => app.db.query(text, params);

test('posting returns a manage token once; only its hash is stored', async () => {
  const ad = await postAd();
  expect(ad.manageToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const [row] = await app.db.query<{ manage_hash: string }>(
    'SELECT manage_hash FROM vehicles WHERE id = $1',
    [ad.id],
  );
  expect(row!.manage_hash).toBe(hashManageToken(ad.manageToken));
  expect(JSON.stringify(row)).not.toContain(ad.manageToken);
  const read = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(read.json()).not.toHaveProperty('manageToken');
  const state = await manage(ad.id, ad.manageToken);
  expect(state.statusCode).toBe(200);
  const body = state.json<{
    status: string;
    listed: boolean;
    canRenew: boolean;
    expiresAt: string;
  }>();
  expect(body).toMatchObject({ status: 'active', listed: true, canRenew: false });
  const days = (Date.parse(body.expiresAt) - Date.parse(ad.postedAt)) / 86_400_000;
  expect(days).toBeCloseTo(60, 5);
});

test("no token, a wrong one, another ad's, a truncated one or an unknown id: the same 403", async () => {
  const mine = await postAd();
  const theirs = await postAd();
  const attempts = [
    manage(mine.id, null),
    manage(mine.id, 'x'.repeat(24)),
    manage(mine.id, theirs.manageToken),
    manage(mine.id, mine.manageToken.slice(0, 23)),
    manage('no-such-ad', mine.manageToken),
    manage(mine.id, theirs.manageToken, 'sold', 'POST'),
    manage(mine.id, null, 'delete', 'DELETE'),
    manage(mine.id, mine.manageToken.slice(0, 12), 'renew', 'POST'),
  ];
  const bodies = new Set<string>();
  for (const response of await Promise.all(attempts)) {
    expect(response.statusCode).toBe(403);
    bodies.add(response.body);
  }
  expect(bodies.size).toBe(1);
  expect([...bodies][0]).toContain('"code":"forbidden"');
  // Nothing changed.
  expect((await manage(mine.id, mine.manageToken)).json()).toMatchObject({ status: 'active' });
  expect(await listIds()).toContain(mine.id);
});

test('sold: marked Sold for 7 days, then gone from lists; its page says it was sold', async () => {
  const ad = await postAd();
  const sold = await manage(ad.id, ad.manageToken, 'sold', 'POST');
  expect(sold.json()).toMatchObject({ status: 'sold', listed: true });
  const page = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(page.json<Vehicle>().soldAt).toEqual(expect.any(String));
  expect(await listIds()).toContain(ad.id);
  await sql(`UPDATE vehicles SET sold_at = now() - interval '8 days' WHERE id = $1`, [ad.id]);
  expect(await listIds()).not.toContain(ad.id);
  const gone = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(gone.statusCode).toBe(410);
  expect(gone.json()).toMatchObject({
    code: 'gone',
    gone: { reason: 'sold', type: 'scooters', make: 'Honda' },
  });
});

test('renewing: refused until the last 7 days, then 60 more days; an expired ad comes back', async () => {
  const ad = await postAd();
  const early = await manage(ad.id, ad.manageToken, 'renew', 'POST');
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({ code: 'not_yet' });

  await sql(`UPDATE vehicles SET expires_at = now() - interval '1 day' WHERE id = $1`, [ad.id]);
  expect(await listIds()).not.toContain(ad.id);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json()).toMatchObject({
    code: 'gone',
    gone: { reason: 'expired' },
  });
  const state = await manage(ad.id, ad.manageToken);
  expect(state.json()).toMatchObject({ listed: false, canRenew: true });

  const renewed = await manage(ad.id, ad.manageToken, 'renew', 'POST');
  expect(renewed.statusCode).toBe(200);
  const { expiresAt } = renewed.json<{ expiresAt: string }>();
  expect((Date.parse(expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(60, 1);
  expect(await listIds()).toContain(ad.id);
});

test('deleted: gone from lists and search at once; its page says so', async () => {
  const ad = await postAd();
  expect(await listIds(`Manage${serial}`)).toContain(ad.id);
  const deleted = await manage(ad.id, ad.manageToken, 'delete', 'DELETE');
  expect(deleted.json()).toMatchObject({ status: 'deleted', listed: false });
  expect(await listIds()).not.toContain(ad.id);
  expect(await listIds(`Manage${serial}`)).not.toContain(ad.id);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json()).toMatchObject({
    gone: { reason: 'deleted' },
  });
  expect((await manage(ad.id, ad.manageToken, 'sold', 'POST')).statusCode).toBe(409);
});

test('1,000 token guesses from one address: one budget for every manage route, none accepted, the owner never locked out', async () => {
  // Its own data: two servers never share one embedded database folder.
  const guardedEnv = await createTestEnv();
  const guarded = await guardedEnv.open({}, { managePerWindow: 60 });
  try {
    const response = await guarded.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm({ model: 'Guarded' })),
    });
    const { id, manageToken } = response.json<Posted>();
    const ownerCookie = response.cookies.find((cookie) => cookie.name === 'bb_owner')!;
    expect(ownerCookie).toMatchObject({ path: `/api/vehicles/${id}`, httpOnly: true });
    const codes = new Map<number, number>();
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          guarded.inject({
            url: `/api/vehicles/${id}/manage`,
            headers: { authorization: `Bearer guess${batch}x${i}xxxxxxxxxxxxxxxx` },
          }),
        ),
      );
      for (const answer of answers)
        codes.set(answer.statusCode, (codes.get(answer.statusCode) ?? 0) + 1);
    }
    expect(codes.get(200) ?? 0).toBe(0);
    expect(codes.get(403)).toBeLessThanOrEqual(60);
    expect(codes.get(429)).toBeGreaterThanOrEqual(940);

    // The same budget covers every manage route: no fresh 60 guesses per route.
    for (const request of [
      { method: 'POST' as const, url: `/api/vehicles/${id}/sold` },
      { method: 'POST' as const, url: `/api/vehicles/${id}/renew` },
      { method: 'POST' as const, url: `/api/vehicles/${id}/relist` },
      { method: 'DELETE' as const, url: `/api/vehicles/${id}` },
      { method: 'PUT' as const, url: `/api/vehicles/${id}`, payload: postForm(buildAdForm()) },
    ]) {
      const answer = await guarded.inject({
        ...request,
        headers: { authorization: 'Bearer guessxxxxxxxxxxxxxxxxxxxx' },
      });
      expect(answer.statusCode, request.method + request.url).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A made-up owner cookie buys nothing.
    const forged = await guarded.inject({
      url: `/api/vehicles/${id}/manage`,
      headers: { authorization: `Bearer ${manageToken}` },
      cookies: { bb_owner: 'made-up' },
    });
    expect(forged.statusCode).toBe(429);
    // The owner's browser, behind the same address, still manages its ad.
    const owner = await guarded.inject({
      url: `/api/vehicles/${id}/manage`,
      headers: { authorization: `Bearer ${manageToken}` },
      cookies: { bb_owner: ownerCookie.value },
    });
    expect(owner.statusCode).toBe(200);
  } finally {
    await guarded.close();
    await guardedEnv.dispose();
  }
});

test('sold by mistake: put back on sale while it shows as sold, not after; never counted as for sale', async () => {
  const ad = await postAd();
  const total = async () =>
    (await app.inject({ url: `/api/vehicles?type=all&limit=60` })).json<{ total: number }>().total;
  const before = await total();
  await manage(ad.id, ad.manageToken, 'sold', 'POST');
  // Still listed, marked Sold, but no longer one of the ads "for sale".
  expect(await listIds()).toContain(ad.id);
  expect(await total()).toBe(before - 1);

  const relisted = await manage(ad.id, ad.manageToken, 'relist', 'POST');
  expect(relisted.statusCode).toBe(200);
  expect(relisted.json()).toMatchObject({ status: 'active', listed: true });
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json<Vehicle>().soldAt).toBeNull();
  expect(await total()).toBe(before);

  await manage(ad.id, ad.manageToken, 'sold', 'POST');
  await sql(`UPDATE vehicles SET sold_at = now() - interval '8 days' WHERE id = $1`, [ad.id]);
  const late = await manage(ad.id, ad.manageToken, 'relist', 'POST');
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({ code: 'too_late' });
  expect((await manage(ad.id, ad.manageToken)).json()).toMatchObject({ status: 'sold' });
});
