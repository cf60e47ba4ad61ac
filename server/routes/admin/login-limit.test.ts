import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';

const PASSWORD = 'correct horse battery staple';
const SHARED = '10.7.0.1'; // one address for a whole office or a mobile carrier's NAT
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

const attempt = (password: string, from = SHARED, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password, name: 'Nimal' },
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
const deviceOf = (response: { headers: Record<string, unknown> }) =>
  /bb_admin_device=[^;]+/.exec(String(response.headers['set-cookie']))?.[0];

test("a crowd guessing behind the moderators' address cannot lock out a browser that logged in before", async () => {
  const first = await attempt(PASSWORD);
  expect(first.statusCode).toBe(200);
  const device = deviceOf(first);
  expect(device).toBeDefined();
  expect(String(first.headers['set-cookie'])).toMatch(/bb_admin_device=[^;]+;[^,]*HttpOnly/i);

  for (let i = 0; i < 5; i += 1) expect((await attempt(`guess ${i}`)).statusCode).toBe(401);
  // The address is spent: a browser never seen before waits, told how long.
  const stranger = await attempt(PASSWORD);
  expect(stranger.statusCode).toBe(429);
  expect(stranger.json()).toMatchObject({ code: 'rate_limited' });
  expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
  expect(stranger.headers['set-cookie']).toBeUndefined();

  // The moderator's own browser, same address, right password: in.
  const moderator = await attempt(PASSWORD, SHARED, device);
  expect(moderator.statusCode).toBe(200);
  expect(String(moderator.headers['set-cookie'])).toMatch(/bb_admin=/);
});

test('logging in right does not spend the budget; only wrong passwords count', async () => {
  for (let i = 0; i < 8; i += 1) expect((await attempt(PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  for (let i = 0; i < 4; i += 1) expect((await attempt('wrong', '10.7.0.2')).statusCode).toBe(401);
  expect((await attempt(PASSWORD, '10.7.0.2')).statusCode).toBe(200);
});

test('a device cookie has a budget of its own, and a forged one counts as the address', async () => {
  const device = deviceOf(await attempt(PASSWORD, '10.7.0.3'))!;
  for (let i = 0; i < 5; i += 1) {
    expect((await attempt('wrong', '10.7.0.4', device)).statusCode).toBe(401);
  }
  expect((await attempt(PASSWORD, '10.7.0.4', device)).statusCode).toBe(429);
  // The address itself has spent nothing.
  expect((await attempt(PASSWORD, '10.7.0.4')).statusCode).toBe(200);

  const forged = `${device.slice(0, -3)}abc`;
  for (let i = 0; i < 5; i += 1) {
    expect((await attempt('wrong', '10.7.0.5', forged)).statusCode).toBe(401);
  }
  expect((await attempt(PASSWORD, '10.7.0.5', forged)).statusCode).toBe(429);
});
