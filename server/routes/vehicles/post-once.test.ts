import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import type { Queryable } from '../../db/db';
import { brakePads, type PostedItem } from '../../testing/item-posts';
import { createTestEnv, postForm } from '../../testing/test-app';
import { checkNewPost, postOnce, readPostKey } from '../../vehicles/post-key';
import { spamKey } from './post-route';

// A post sent again with its Idempotency-Key (the answer to the first was lost, or its tab closed
// mid-send) gets its ad back. The duplicate rule is on, as in production: without the key, the
// same ad again is refused.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  const { limits } = loadConfig({});
  app = await env.open({}, { duplicateWindowMs: limits.duplicateWindowMs });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

type Posted = Vehicle & { manageToken: string; status: string; heldBecause: string | null };

let serial = 0;
const newKey = () => `outbox-entry-key-${crypto.randomUUID()}`;
const adOf = (patch: Record<string, unknown> = {}) => {
  serial += 1;
  return buildAdForm({
    phone: `07711${String(serial).padStart(5, '0')}`,
    model: `Once${serial}`,
    ...patch,
  });
};
const post = (ad: unknown, key?: string, url = '/api/vehicles') =>
  app.inject({
    method: 'POST',
    url,
    payload: postForm(ad),
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const manage = (id: string, token: string, prefix = '/api/vehicles') =>
  app.inject({ url: `${prefix}/${id}/manage`, headers: { authorization: `Bearer ${token}` } });
const allAds = async () =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]!.n;
const storedWithPhone = async (phone: string) =>
  (
    await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE phone = $1', [
      phone,
    ])
  )[0]!.n;

test('the same post twice with its key: one ad, and both answers own it', async () => {
  const key = newKey();
  const ad = adOf();
  const first = await post(ad, key);
  expect(first.statusCode, first.body).toBe(201);
  const again = await post(ad, key);
  expect(again.statusCode, again.body).toBe(201);
  const [a, b] = [first.json<Posted>(), again.json<Posted>()];
  expect(b).toMatchObject({ id: a.id, title: a.title, price: a.price, status: 'active' });
  expect(b.heldBecause).toBeNull();
  expect(await storedWithPhone(a.phone)).toBe(1);
  // The token comes from the key: whichever answer reached the browser, its link works.
  expect(b.manageToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(b.manageToken).toBe(a.manageToken);
  expect((await manage(a.id, b.manageToken)).statusCode).toBe(200);

  // Without the key, the same ad again is still a duplicate.
  const plain = await post(ad);
  expect(plain.statusCode).toBe(409);
  expect(plain.json()).toMatchObject({ code: 'duplicate' });
});

test('another post gets another token', async () => {
  const [one, two] = await Promise.all([post(adOf(), newKey()), post(adOf(), newKey())]);
  expect(one!.json<Posted>().manageToken).not.toBe(two!.json<Posted>().manageToken);
});

test('two sends of one post at once store one ad, and each answer’s link works', async () => {
  const key = newKey();
  const ad = adOf();
  const answers = await Promise.all([post(ad, key), post(ad, key), post(ad, key)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  const posted = answers.map((answer) => answer.json<Posted>());
  expect(new Set(posted.map((one) => one.id)).size).toBe(1);
  expect(await storedWithPhone(posted[0]!.phone)).toBe(1);
  for (const one of posted) expect((await manage(one.id, one.manageToken)).statusCode).toBe(200);
});

test('a send that looked for its key just before its first try was stored gets that ad back, not a refusal', async () => {
  // Before a post's transaction its key and the duplicate rule are two reads: the first try can
  // land between them (a full run on PostgreSQL once answered 409 to a second send this way).
  const key = newKey();
  const ad = adOf();
  const postKey = readPostKey({
    headers: { 'idempotency-key': key },
  } as unknown as FastifyRequest)!;
  let first: Posted | undefined;
  let looks = 0;
  const racing: Queryable = {
    exec: (sql) => app.db.exec(sql),
    async query<Row extends object>(sql: string, params?: readonly unknown[]) {
      const rows = await app.db.query<Row>(sql, params);
      // postOnce looks for the key, then the post's own check does: the first try lands after that.
      if (params?.includes(postKey.hash) && ++looks === 2) first = (await post(ad, key)).json();
      return rows;
    },
  };
  const { limits } = loadConfig({});
  const answer = await postOnce(
    racing,
    postKey,
    ['vehicle'],
    async () => {
      await checkNewPost(racing, postKey, spamKey(ad), limits);
      return 'stored again';
    },
    async (repeated) => repeated.id,
  );
  expect(first?.id).toBeDefined();
  expect(answer).toBe(first!.id);
  expect(await storedWithPhone(first!.phone)).toBe(1);
});

test('one key sent at once with two different numbers stores one ad, never a server error', async () => {
  const key = newKey();
  const answers = await Promise.all([post(adOf(), key), post(adOf(), key)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  const [a, b] = answers.map((answer) => answer.json<Posted>());
  expect(b!.id).toBe(a!.id);
  expect(await storedWithPhone(a!.phone)).toBe(1);
});

test('a held ad sent again is still held, and says why', async () => {
  const key = newKey();
  const ad = adOf({ description: 'Good bike. Advance payment needed before viewing.' });
  const first = await post(ad, key);
  expect(first.json()).toMatchObject({ status: 'held', heldBecause: 'wording' });
  const again = await post(ad, key);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toMatchObject({
    id: first.json<Posted>().id,
    status: 'held',
    heldBecause: 'wording',
  });
});

test('an ad its owner deleted is not brought back by its key', async () => {
  const key = newKey();
  const ad = adOf();
  const first = (await post(ad, key)).json<Posted>();
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${first.id}`,
    headers: { authorization: `Bearer ${first.manageToken}` },
  });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  const again = await post(ad, key);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'duplicate' });
});

test('an ad hidden by a moderator or sold since is not answered as published', async () => {
  for (const change of [
    'UPDATE vehicles SET hidden_at = now() WHERE id = $1',
    "UPDATE vehicles SET status = 'sold', sold_at = now() WHERE id = $1",
  ]) {
    const key = newKey();
    const ad = adOf();
    const first = (await post(ad, key)).json<Posted>();
    await app.db.query(change, [first.id]);
    const again = await post(ad, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate' });
  }
});

test('a key that is not a key is refused, and nothing is stored', async () => {
  const ad = adOf();
  const before = await allAds();
  for (const key of ['short', 'has spaces in it, sixteen+', 'x'.repeat(101)]) {
    const answer = await post(ad, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation' });
  }
  expect(await allAds()).toBe(before);
  // The same ad with a key is taken.
  expect((await post(ad, newKey())).statusCode).toBe(201);
  expect(await allAds()).toBe(before + 1);
});

test('a part or gear ad sent again with its key is the same ad, with the same link', async () => {
  const key = newKey();
  const ad = brakePads({ phone: '0779990001', title: 'Chain kit, Discover 125' });
  const first = await post(ad, key, '/api/items');
  expect(first.statusCode, first.body).toBe(201);
  const again = await post(ad, key, '/api/items');
  expect(again.statusCode, again.body).toBe(201);
  const [a, b] = [first.json<PostedItem>(), again.json<PostedItem>()];
  expect(b).toMatchObject({ id: a.id, kind: 'part', title: a.title, manageToken: a.manageToken });
  expect(await storedWithPhone(a.phone)).toBe(1);
  expect((await manage(a.id, b.manageToken, '/api/items')).statusCode).toBe(200);
});

test('a key sent to the other kind’s route is refused, and the ad stays its owner’s', async () => {
  const key = newKey();
  const part = await post(
    brakePads({ phone: '0779990002', title: 'Clutch cable, CT 100' }),
    key,
    '/api/items',
  );
  expect(part.statusCode, part.body).toBe(201);
  const owned = part.json<PostedItem>();
  const asVehicle = await post(adOf(), key);
  expect(asVehicle.statusCode).toBe(409);
  expect(asVehicle.json()).toMatchObject({ code: 'duplicate' });
  expect((await manage(owned.id, owned.manageToken, '/api/items')).statusCode).toBe(200);
});
