import type { PartFormValues } from '@/domain/listings/item-form-schema';
import { partFormDefaults } from '@/domain/listings/item-form-schema';
import type { App } from '../../app';
import { helmet, postedItem } from '../../testing/item-posts';
import { createTestEnv } from '../../testing/test-app';
import { adminHelpers, PASSWORD } from './admin-test-harness';

// Parts and gear share the moderators' one queue with vehicles (issue 45 point 6): held parts
// that carry an engine or frame number, and reports on any part or gear ad.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
const { login, as, act } = adminHelpers(() => app);

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD }, { postsPerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

let serial = 0;
const engine = (patch: Partial<PartFormValues> = {}): PartFormValues => {
  serial += 1;
  return {
    ...partFormDefaults,
    title: `Complete engine ${serial}, CT100`,
    category: 'engine',
    condition: 'used',
    brand: 'Bajaj',
    price: '85000',
    location: 'Kandy',
    phone: '0771234567',
    carriesNumber: true,
    papersConfirmed: true,
    fitment: [{ make: 'Bajaj', model: 'CT100', yearFrom: '', yearTo: '' }],
    ...patch,
  };
};

const postItem = (values: unknown) => postedItem(app, values);

type HeldItem = {
  id: string;
  kind: string;
  vehicle: unknown;
  item: { id: string; title: string; carriesNumber?: boolean; kind: string } | null;
  papers: boolean;
  phrase: string | null;
};

async function heldQueue(session: Awaited<ReturnType<typeof login>>) {
  const response = await app.inject({ url: '/api/admin/held', headers: as(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: HeldItem[]; total: number }>();
}

test('a held engine part waits in the one queue with its papers confirmation, then is released', async () => {
  const session = await login();
  const held = await postItem(engine());
  expect(held).toMatchObject({ status: 'held', heldBecause: 'papers' });
  const queue = await heldQueue(session);
  const entry = queue.items.find((ad) => ad.id === held.id);
  expect(entry).toMatchObject({
    id: held.id,
    kind: 'part',
    vehicle: null,
    papers: true,
    phrase: null,
    item: { id: held.id, kind: 'part', carriesNumber: true },
  });
  expect(queue.total).toBeGreaterThanOrEqual(1);
  expect((await app.inject(`/api/items/${held.id}`)).statusCode).toBe(404);

  const approve = await app.inject({
    method: 'POST',
    url: `/api/admin/held/${held.id}/approve`,
    headers: as(session),
    payload: { reason: 'papers match' },
  });
  expect(approve.statusCode, approve.body).toBe(200);
  expect((await app.inject(`/api/items/${held.id}`)).statusCode).toBe(200);
  const listed = await app.inject('/api/parts?category=engine&limit=60');
  expect(listed.json<{ items: { id: string }[] }>().items.map((ad) => ad.id)).toContain(held.id);
  expect((await heldQueue(session)).items.map((ad) => ad.id)).not.toContain(held.id);
  const log = await app.inject({ url: '/api/admin/log', headers: as(session) });
  expect(log.json<{ items: { action: string; vehicleId: string }[] }>().items[0]).toMatchObject({
    action: 'approve',
    vehicleId: held.id,
  });
});

test('a refused part is gone for good, and refusing it again is a 404', async () => {
  const session = await login();
  const held = await postItem(
    engine({ title: 'Frame with chassis number', category: 'bodyFrame' }),
  );
  const reject = () =>
    app.inject({
      method: 'POST',
      url: `/api/admin/held/${held.id}/reject`,
      headers: as(session),
      payload: { reason: 'no papers' },
    });
  expect((await reject()).statusCode).toBe(200);
  expect((await app.inject(`/api/items/${held.id}`)).statusCode).toBe(410);
  expect((await reject()).statusCode).toBe(404);
  expect((await heldQueue(session)).items.map((ad) => ad.id)).not.toContain(held.id);
});

test('a reported gear ad shows in the reports queue and is hidden like a vehicle', async () => {
  const session = await login();
  const ad = await postItem(helmet({ title: 'Helmet reported twice' }));
  for (const from of ['10.20.0.1', '10.20.0.2']) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/reports`,
      payload: { reason: 'fraud', note: 'asks for a deposit' },
      remoteAddress: from,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const queue = await app.inject({ url: '/api/admin/reports', headers: as(session) });
  const entry = queue
    .json<{ items: Array<HeldItem & { openReports: number; listed: boolean }> }>()
    .items.find((item) => item.id === ad.id);
  expect(entry).toMatchObject({
    kind: 'gear',
    vehicle: null,
    openReports: 2,
    listed: true,
    item: { id: ad.id, title: 'Helmet reported twice' },
  });
  const hidden = await act(session, ad.id, 'hide', 'deposit scam');
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json()).toMatchObject({ id: ad.id, kind: 'gear', hidden: true, openReports: 0 });
  expect((await app.inject(`/api/items/${ad.id}`)).statusCode).toBe(404);
  const one = await app.inject({ url: `/api/admin/vehicles/${ad.id}`, headers: as(session) });
  expect(one.json()).toMatchObject({ kind: 'gear', item: { id: ad.id } });
});
