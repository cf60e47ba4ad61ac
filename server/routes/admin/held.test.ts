import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import type { App } from '../../app';
import { createTestEnv, postForm } from '../../testing/test-app';

// Screening: ads with scam wording or a photo copied from another seller's live ad are held.
const PASSWORD = 'held ads need a moderator';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const photo = (name: string) =>
  sharp(readFileSync(`public/images/vehicles/${name}.svg`))
    .jpeg({ quality: 90 })
    .toBuffer();

type Posted = {
  id: string;
  manageToken: string;
  held: boolean;
  status: string;
  heldBecause: string | null;
};
let serial = 0;
async function post(values: Partial<PostAdFormValues>, hero?: Buffer): Promise<Posted> {
  serial += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(
      buildAdForm({ model: `Held${serial}`, ...values }),
      hero ? [{ field: 'hero', name: 'bike.jpg', data: hero }] : [],
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  const ad = response.json<Omit<Posted, 'held'>>();
  const held = (await ownerState(ad)).status === 'held';
  // The post's own answer tells the poster the same as the manage page, and why.
  expect(ad.status).toBe(held ? 'held' : 'active');
  if (!held) expect(ad.heldBecause).toBeNull();
  return { ...ad, held };
}

async function login() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: PASSWORD, name: 'Kamala' },
    remoteAddress: `10.8.0.${serial}`,
  });
  const token = /bb_admin=([^;]+)/.exec(String(response.headers['set-cookie']))![1]!;
  return {
    cookie: `bb_admin=${token}`,
    'x-csrf-token': response.json<{ csrfToken: string }>().csrfToken,
  };
}

const listIds = async () =>
  (await app.inject({ url: '/api/vehicles?type=all&limit=60' }))
    .json<{ items: Array<{ id: string }> }>()
    .items.map((ad) => ad.id);
const ownerState = async (ad: { id: string; manageToken: string }) =>
  (
    await app.inject({
      url: `/api/vehicles/${ad.id}/manage`,
      headers: { authorization: `Bearer ${ad.manageToken}` },
    })
  ).json<{ status: string; listed: boolean }>();

type Held = {
  vehicle: { id: string };
  phrase: string | null;
  copied: { photo: string; vehicleId: string; matchPhoto: string; distance: number } | null;
};

test('a smaller, recompressed copy of a live ad’s photo from another phone is held', async () => {
  const original = await photo('naked-green-road');
  const first = await post({ phone: '0711111111' }, original);
  expect(first.held).toBe(false);
  const copy = await sharp(original)
    .resize(500)
    .modulate({ brightness: 1.1 })
    .jpeg({ quality: 50 })
    .toBuffer();
  const same = await post({ phone: '0711111111' }, copy);
  expect(same.held).toBe(false); // the seller's own photo again
  const stolen = await post({ phone: '0722222222' }, copy);
  expect(stolen.held).toBe(true);
  expect(stolen.heldBecause).toBe('copied_photo');
  const other = await post({ phone: '0733333333' }, await photo('naked-green-side'));
  expect(other.held).toBe(false);

  const ids = await listIds();
  expect(ids).toEqual(expect.arrayContaining([first.id, same.id, other.id]));
  expect(ids).not.toContain(stolen.id);
  expect((await app.inject({ url: `/api/vehicles/${stolen.id}` })).statusCode).toBe(404);
  expect(await ownerState(stolen)).toMatchObject({ status: 'held', listed: false });

  const held = await app.inject({ url: '/api/admin/held', headers: await login() });
  const { items, total } = held.json<{ items: Held[]; total: number }>();
  const item = items.find((ad) => ad.vehicle.id === stolen.id)!;
  expect(total).toBe(items.length);
  expect(item.phrase).toBeNull();
  expect(item.copied).toMatchObject({ photo: expect.stringMatching(/^\/photos\//) });
  expect([first.id, same.id]).toContain(item.copied!.vehicleId);
  expect(item.copied!.distance).toBeLessThanOrEqual(10);
});

test('an ad asking for an advance payment is held with the phrase shown', async () => {
  for (const description of [
    'Send the ADVANCE-payment by Western Union and I courier it.',
    'අත්තිකාරම් මුදල ගෙවන්න',
    'முன்பணம் அனுப்பவும்',
    'advance eka dala reserve karaganna',
  ]) {
    const ad = await post({ description, phone: '0744444444' });
    expect(ad.held, description).toBe(true);
    expect(ad.heldBecause, description).toBe('wording');
  }
  const clean = await post({ description: 'Well kept, first owner, papers ready.' });
  expect(clean.held).toBe(false);
  const { items } = (await app.inject({ url: '/api/admin/held', headers: await login() })).json<{
    items: Held[];
  }>();
  expect(items.map((ad) => ad.phrase)).toEqual(
    expect.arrayContaining(['advance payment', 'අත්තිකාරම', 'முன்பண', 'advance eka']),
  );
});

test('approving lists a held ad, rejecting removes it, and both are logged', async () => {
  const headers = await login();
  const [keep, drop] = [
    await post({ description: 'No scam: pay in advance is a joke' }),
    await post({ description: 'courier charge first please' }),
  ];
  const decide = (id: string, decision: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/held/${id}/${decision}`,
      headers,
      payload: { reason: `checked ${decision}` },
    });
  expect((await decide(keep.id, 'approve')).statusCode).toBe(200);
  expect((await decide(drop.id, 'reject')).statusCode).toBe(200);
  expect((await decide(drop.id, 'approve')).statusCode).toBe(404); // no longer held
  expect(await listIds()).toContain(keep.id);
  expect(await listIds()).not.toContain(drop.id);
  expect(await ownerState(keep)).toMatchObject({ status: 'active', listed: true });
  expect(await ownerState(drop)).toMatchObject({ status: 'deleted' });
  const log = (await app.inject({ url: '/api/admin/log', headers })).json<{
    items: Array<{ action: string; vehicleId: string; moderator: string; reason: string }>;
  }>();
  expect(log.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'approve', vehicleId: keep.id, moderator: 'Kamala' }),
      expect.objectContaining({ action: 'reject', vehicleId: drop.id, reason: 'checked reject' }),
    ]),
  );
  const held = (await app.inject({ url: '/api/admin/held', headers })).json<{ items: Held[] }>();
  expect(held.items.map((ad) => ad.vehicle.id)).not.toContain(keep.id);
});

test('moderators edit the phrase list; a new phrase holds the next ad', async () => {
  const headers = await login();
  expect((await post({ description: 'bank slip photo needed' })).held).toBe(false);
  const add = await app.inject({
    method: 'POST',
    url: '/api/admin/phrases/add',
    headers,
    payload: { phrase: 'Bank slip' },
  });
  expect(add.json<{ items: string[] }>().items).toContain('Bank slip');
  expect((await post({ description: 'bank  SLIP photo needed' })).held).toBe(true);
  await app.inject({
    method: 'POST',
    url: '/api/admin/phrases/remove',
    headers,
    payload: { phrase: 'western union' },
  });
  expect((await post({ description: 'western union ok' })).held).toBe(false);
  const noCsrf = await app.inject({
    method: 'POST',
    url: '/api/admin/phrases/add',
    headers: { cookie: headers.cookie },
    payload: { phrase: 'anything long' },
  });
  expect(noCsrf.statusCode).toBe(403);
});

test('moderators mark a phrase to hold messages, logged, with bad bodies refused', async () => {
  const headers = await login();
  const hold = (payload: object, sent: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url: '/api/admin/phrases/hold', headers: sent, payload });
  await app.inject({
    method: 'POST',
    url: '/api/admin/phrases/add',
    headers,
    payload: { phrase: 'pay the deposit first' },
  });
  type Phrases = { items: string[]; holding: string[] };
  const before = (await app.inject({ url: '/api/admin/phrases', headers })).json<Phrases>();
  expect(before.items).toContain('pay the deposit first');
  expect(before.holding).not.toContain('pay the deposit first');
  // The seeded message-holding phrases come marked (migration 0013).
  expect(before.holding).toContain('moneygram');

  const on = await hold({ phrase: '  pay the deposit first ', holds: true });
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json<Phrases>().holding).toContain('pay the deposit first');
  const [row] = await app.db.query<{ holds: boolean }>(
    'SELECT holds_messages AS holds FROM scam_phrases WHERE phrase = $1',
    ['pay the deposit first'],
  );
  expect(row?.holds).toBe(true);
  const off = await hold({ phrase: 'moneygram', holds: false });
  expect(off.json<Phrases>().holding).not.toContain('moneygram');
  expect(off.json<Phrases>().items).toContain('moneygram');

  const log = (await app.inject({ url: '/api/admin/log', headers })).json<{
    items: Array<{ action: string; reason: string }>;
  }>();
  expect(log.items.slice(0, 2)).toEqual([
    expect.objectContaining({ action: 'unhold_phrase', reason: 'moneygram' }),
    expect.objectContaining({ action: 'hold_phrase', reason: 'pay the deposit first' }),
  ]);

  expect((await hold({ phrase: 'not in the list', holds: true })).statusCode).toBe(404);
  for (const bad of [
    { phrase: 'moneygram' },
    { phrase: 'abc', holds: true },
    { phrase: 'moneygram', holds: 'yes' },
    { phrase: 'moneygram', holds: true, extra: 1 },
  ]) {
    const response = await hold(bad);
    expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  }
  expect(
    (await hold({ phrase: 'moneygram', holds: true }, { cookie: headers.cookie })).statusCode,
  ).toBe(403);
});
