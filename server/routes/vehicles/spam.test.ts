import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { createTestEnv, postForm } from '../../testing/test-app';

// The spam defences with their production settings (the other suites turn them off).
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  const { limits } = loadConfig({});
  app = await env.open(
    {},
    {
      postsPerPhonePerDay: limits.postsPerPhonePerDay,
      duplicateWindowMs: limits.duplicateWindowMs,
    },
  );
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const post = (form: FormData) =>
  app.inject({ method: 'POST', url: '/api/vehicles', payload: form });
const stored = async (phone: string) =>
  (
    await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE phone = $1', [
      phone,
    ])
  )[0]!.n;

test('by default one address may post 20 ads a day, one phone number 5', () => {
  const { limits } = loadConfig({});
  expect(limits.postsPerWindow).toBe(20);
  expect(limits.postWindowMs).toBe(24 * 60 * 60_000);
  expect(limits.postsPerPhonePerDay).toBe(5);
  expect(limits.duplicateWindowMs).toBe(24 * 60 * 60_000);
});

test('a phone number posts at most 5 ads a day, however the number is written', async () => {
  const ways = ['0771112233', '077 111 2233', '+94 77 111 2233', '0094771112233', '077-111-2233'];
  for (const [index, phone] of ways.entries()) {
    const response = await post(postForm(buildAdForm({ phone, model: `Model ${index}` })));
    expect(response.statusCode, response.body).toBe(201);
  }
  const sixth = await post(postForm(buildAdForm({ phone: '0771112233', model: 'Model 6' })));
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json()).toMatchObject({
    code: 'phone_limit',
    fields: { phone: 'postAd.errors.server.phoneLimit' },
  });
  expect(await stored('077 111 2233')).toBe(5);
  // Another number is not affected.
  const other = await post(postForm(buildAdForm({ phone: '0771112234', model: 'Model 6' })));
  expect(other.statusCode).toBe(201);
});

test('the same ad again within a day is refused plainly; a changed price is a new ad', async () => {
  const ad = buildAdForm({
    phone: '0719998877',
    make: 'Bajaj',
    model: 'Pulsar 150',
    price: '450000',
  });
  expect((await post(postForm(ad))).statusCode).toBe(201);
  const again = await post(
    postForm({ ...ad, make: ' bajaj ', model: 'PULSAR 150', phone: '+94 71 999 8877' }),
  );
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({
    code: 'duplicate',
    fields: { model: 'postAd.errors.server.duplicate' },
  });
  const cheaper = await post(postForm({ ...ad, price: '440000' }));
  expect(cheaper.statusCode).toBe(201);
  // Negotiable ads (no price) are duplicates of each other too.
  const negotiable = { ...ad, model: 'Pulsar NS200', price: '', negotiable: true };
  expect((await post(postForm(negotiable))).statusCode).toBe(201);
  expect((await post(postForm(negotiable))).statusCode).toBe(409);
  expect(await stored('071 999 8877')).toBe(3);
});

test('the duplicate rule sees through spaces and invisible characters in the make and model', async () => {
  const ad = buildAdForm({ phone: '0719998866', make: 'Honda', model: 'Dio', price: '350000' });
  expect((await post(postForm(ad))).statusCode).toBe(201);
  for (const model of [
    'D\u200bio',
    'D io',
    'Di\u00ado',
    '\ufeffDIO',
    'Ｄｉｏ',
    'D\u200d\u200cio',
    'D\u1680io',
    'D\u0085io',
  ]) {
    const again = await post(postForm({ ...ad, model }));
    expect(again.statusCode, JSON.stringify(model)).toBe(409);
  }
  expect((await post(postForm({ ...ad, make: 'Hon\u200bda' }))).statusCode).toBe(409);
  // Stored with the odd character, the plain spelling is the duplicate: both sides are compared.
  for (const model of ['Pul\u1680sar', 'Pul\u0085sar', 'Pul\u00a0sar']) {
    const stored = { ...ad, model, price: '420000' };
    expect((await post(postForm(stored))).statusCode, JSON.stringify(model)).toBe(201);
    const plain = await post(postForm({ ...stored, model: 'Pulsar' }));
    expect(plain.statusCode, JSON.stringify(model)).toBe(409);
    await app.db.query('DELETE FROM vehicles WHERE model = $1', [model]);
  }
  expect((await post(postForm({ ...ad, model: 'Dio 110' }))).statusCode).toBe(201);
});

test('a post with the hidden trap field filled is refused and nothing is stored', async () => {
  const form = postForm(buildAdForm({ phone: '0705554433' }));
  form.append('website', 'https://spam.example');
  const response = await post(form);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ code: 'rejected' });
  expect(await stored('070 555 4433')).toBe(0);
  // Empty, as the app sends it, is fine.
  const person = postForm(buildAdForm({ phone: '0705554433' }));
  person.append('website', '');
  expect((await post(person)).statusCode).toBe(201);
});

test('ten copies of one ad sent together: exactly one is stored', async () => {
  const ad = buildAdForm({ phone: '0728887766', make: 'TVS', model: 'Apache RTR' });
  const answers = await Promise.all(Array.from({ length: 10 }, () => post(postForm(ad))));
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([201, ...Array(9).fill(409)]);
  expect(await stored('072 888 7766')).toBe(1);
});

test('ten different ads from one number sent together: the daily five are stored', async () => {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      post(postForm(buildAdForm({ phone: '0728887755', model: `Together ${index}` }))),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
  expect(await stored('072 888 7755')).toBe(5);
});
