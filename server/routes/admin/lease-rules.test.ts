import { LOAN_TO_VALUE_RULES } from '@/domain/leasing/loan-to-value';
import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';

const PASSWORD = 'correct horse battery staple';
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

async function login() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: PASSWORD, name: 'Nimal' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = /bb_admin=([^;]+)/.exec(String(response.headers['set-cookie']))![1]!;
  return {
    cookie: `bb_admin=${token}`,
    'x-csrf-token': response.json<{ csrfToken: string }>().csrfToken,
  };
}

const newRules = {
  ...LOAN_TO_VALUE_RULES,
  asOf: '2026-12-01',
  source: 'Central Bank of Sri Lanka, Directions No. 01 of 2026',
  caps: { other: 0.6, commercial: 0.8 },
};

test('the rules start as the domain table and only a moderator reads them', async () => {
  expect((await app.inject({ url: '/api/admin/lease-rules' })).statusCode).toBe(401);
  const headers = await login();
  const response = await app.inject({ url: '/api/admin/lease-rules', headers });
  expect(response.json()).toEqual(LOAN_TO_VALUE_RULES);
});

test('a moderator changes the caps; nonsense is refused and changes nothing', async () => {
  const headers = await login();
  const { cookie } = headers;
  const put = (payload: object, with_: Record<string, string> = headers) =>
    app.inject({ method: 'PUT', url: '/api/admin/lease-rules', headers: with_, payload });
  expect((await put(newRules, { cookie })).statusCode).toBe(403);
  for (const bad of [
    { ...newRules, caps: { other: 1.5, commercial: 0.7 } },
    { ...newRules, asOf: 'soon' },
    { ...newRules, source: '' },
    { ...newRules, defaultRates: { other: -1, commercial: 13 } },
  ]) {
    expect((await put(bad)).statusCode).toBe(400);
  }
  expect((await app.leaseRules.get()).caps.other).toBe(0.5);
  const saved = await put(newRules);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(await app.leaseRules.get()).toEqual(newRules);
  const [row] = await app.db.query<{ updated_by: string }>('SELECT updated_by FROM lease_rules');
  expect(row?.updated_by).toBe('Nimal');
});
