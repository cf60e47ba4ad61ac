import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { createTestEnv, postForm } from '../../testing/test-app';

// Any visitor reports an ad; one report per address and ad; reports are rate-limited.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { reportsPerHour: 10 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

let serial = 0;
async function postAd(): Promise<Vehicle> {
  serial += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model: `Report${serial}` })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Vehicle>();
}
const report = (id: string, body: unknown, remoteAddress = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: `/api/vehicles/${encodeURIComponent(id)}/reports`,
    payload: body as object,
    remoteAddress,
  });
const stored = async (id: string) =>
  app.db.query<{ reason: string; note: string; reporter: string }>(
    'SELECT reason, note, reporter FROM reports WHERE vehicle_id = $1 ORDER BY id',
    [id],
  );

test('a report is stored with its reason and note; the address only as a hash', async () => {
  const ad = await postAd();
  const note = '  <script>alert(1)</script> ශ්‍රී ලංකා  ';
  const response = await report(ad.id, { reason: 'fraud', note }, '10.1.0.2');
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ received: true, duplicate: false });
  const rows = await stored(ad.id);
  expect(rows).toHaveLength(1);
  // Trimmed only: the markup stays as typed (it is shown as text) and the joiner stays.
  expect(rows[0]).toMatchObject({ reason: 'fraud', note: note.trim() });
  expect(rows[0]!.reporter).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(rows)).not.toContain('10.1.0.2');
  // Without a note is fine too.
  expect((await report(ad.id, { reason: 'sold' }, '10.1.0.3')).statusCode).toBe(201);
});

test('bad reasons, long notes, unknown fields and unknown ads are refused', async () => {
  const ad = await postAd();
  const bad = [
    { reason: 'boring' },
    {},
    { reason: 'fraud', note: 'x'.repeat(501) },
    { reason: 'fraud', note: 42 },
    { reason: 'fraud', extra: 'field' },
  ];
  for (const body of bad) {
    const response = await report(ad.id, body, '10.1.1.1');
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  }
  expect(
    (await report(ad.id, { reason: 'fraud', note: 'x'.repeat(500) }, '10.1.1.1')).statusCode,
  ).toBe(201);
  const missing = await report('no-such-ad', { reason: 'fraud' }, '10.1.1.2');
  expect(missing.statusCode).toBe(404);
  expect(await stored(ad.id)).toHaveLength(1);
});

test('the same address reporting the same ad again stores nothing new', async () => {
  const ad = await postAd();
  expect((await report(ad.id, { reason: 'duplicate' }, '10.1.2.1')).statusCode).toBe(201);
  const again = await report(ad.id, { reason: 'offensive', note: 'again' }, '10.1.2.1');
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ received: true, duplicate: true });
  expect(await stored(ad.id)).toHaveLength(1);
  // Another address may report it.
  expect((await report(ad.id, { reason: 'offensive' }, '10.1.2.2')).statusCode).toBe(201);
  expect(await stored(ad.id)).toHaveLength(2);
});

test('reports are rate-limited per address: the 11th in an hour gets 429', async () => {
  const ads = await Promise.all(Array.from({ length: 11 }, () => postAd()));
  const codes: number[] = [];
  for (const ad of ads)
    codes.push((await report(ad.id, { reason: 'fraud' }, '10.1.3.1')).statusCode);
  expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(codes[10]).toBe(429);
  expect(await stored(ads[10]!.id)).toHaveLength(0);
  // Another address is not affected.
  expect((await report(ads[10]!.id, { reason: 'fraud' }, '10.1.3.2')).statusCode).toBe(201);
});

test('an ad no longer listed cannot be reported', async () => {
  const ad = await postAd();
  await app.db.query(`UPDATE vehicles SET status = 'deleted' WHERE id = $1`, [ad.id]);
  expect((await report(ad.id, { reason: 'fraud' }, '10.1.4.1')).statusCode).toBe(404);
});
