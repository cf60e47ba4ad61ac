import type { App } from '../../app';
import { startPushStandIn } from '../../alerts/push-stand-in';
import { postAd, type Posted } from '../../testing/ad-posts';
import { pushBrowser } from '../../testing/push-browser';
import { createTestEnv } from '../../testing/test-app';
import { until } from '../../testing/until';

// A seller's opt-in to Web Push for new messages (issue 46): the push names the ad, never the
// message; it goes only where the alerts' sender may go. On PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;

beforeAll(async () => {
  pushService = await startPushStandIn();
  env = await createTestEnv();
  app = await env.open(
    { alertsIntervalSeconds: 0, pushStandIn: { origin: pushService.origin, ca: pushService.ca } },
    {
      managePerWindow: 10_000,
      threadsPerDay: 1_000,
      messagesPerAd: 1_000,
      messagesPerSender: 1_000,
    },
  );
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
  await pushService?.close();
});

const browser = (path: string) => pushBrowser(pushService.origin, path);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);
let serial = 0;
async function newAd(): Promise<Posted> {
  const response = await postAd(app, { model: `Push${++serial}`, title: `Push test ${serial}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}
const optIn = (ad: Posted, token: string, body: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}/message-push`,
    headers: bearer(token),
    payload: body,
  });

test("a buyer's message pushes the ad's title to the seller's browser, never the message", async () => {
  const ad = await newAd();
  const phone = browser('/push/seller-phone');
  expect((await optIn(ad, ad.manageToken, { ...phone.subscription, lang: 'si' })).statusCode).toBe(
    200,
  );
  const secret = 'Please pay the advance to 8001234567 and send OTP 4821';
  const started = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: secret },
  });
  expect(started.statusCode, started.body).toBe(201);
  expect(await until(() => pushesTo('/push/seller-phone').length === 1)).toBe(true);
  const [push] = pushesTo('/push/seller-phone');
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  const payload = phone.open(push!.body);
  expect(payload).toEqual({
    kind: 'message',
    lang: 'si',
    title: `Push test ${serial}`,
    url: `/si/manage/${ad.id}`,
    tag: `messages-${ad.id}`,
  });
  const raw = JSON.stringify(payload);
  for (const part of ['advance', '8001234567', '4821', 'OTP']) expect(raw).not.toContain(part);

  // More within 30 s: one buzz, not one per message. The seller's own replies push nothing.
  const { threadId } = started.json<{ threadId: string }>();
  await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
    payload: { text: 'Come and see it' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(started.json<{ token: string }>().token),
    payload: { text: 'OK tomorrow' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pushesTo('/push/seller-phone')).toHaveLength(1);
  await app.db.query(
    "UPDATE push_message_ads SET last_pushed_at = now() - interval '31 seconds' WHERE vehicle_id = $1",
    [ad.id],
  );
  await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(started.json<{ token: string }>().token),
    payload: { text: 'Still there?' },
  });
  expect(await until(() => pushesTo('/push/seller-phone').length === 2)).toBe(true);

  // Off: no more pushes for this ad.
  const off = await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${ad.id}/message-push`,
    headers: bearer(ad.manageToken),
    payload: { endpoint: phone.subscription.endpoint },
  });
  expect(off.statusCode, off.body).toBe(200);
  await app.db.query('UPDATE push_message_ads SET last_pushed_at = NULL');
  await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Another buyer here' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pushesTo('/push/seller-phone')).toHaveLength(2);
});

test('only the manage token opts in; endpoints outside the push services are refused', async () => {
  const ad = await newAd();
  const other = await newAd();
  const phone = browser('/push/other');
  for (const token of [other.manageToken, 'x'.repeat(24)]) {
    const response = await optIn(ad, token, { ...phone.subscription, lang: 'en' });
    expect(response.statusCode).toBe(403);
  }
  for (const endpoint of [
    'https://127.0.0.1:9/push',
    'https://169.254.169.254/latest/meta-data',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://evil.example/push',
  ]) {
    const response = await optIn(ad, ad.manageToken, {
      ...phone.subscription,
      endpoint,
      lang: 'en',
    });
    expect(response.statusCode, endpoint).toBe(400);
  }
  const bad = await optIn(ad, ad.manageToken, {
    endpoint: phone.subscription.endpoint,
    lang: 'en',
  });
  expect(bad.statusCode).toBe(400);
  const [row] = await app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM push_message_ads WHERE vehicle_id = $1',
    [ad.id],
  );
  expect(row!.n).toBe(0);
});

test('a held message pushes nothing; a push service that says 410 forgets the browser', async () => {
  const ad = await newAd();
  const gone = browser('/gone/old-phone');
  expect((await optIn(ad, ad.manageToken, { ...gone.subscription, lang: 'en' })).statusCode).toBe(
    200,
  );
  // "gift card" is a phrase the moderators hold: the seller is not told until it is released.
  await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Send me a gift card code first' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pushesTo('/gone/old-phone')).toHaveLength(0);
  await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Is it still for sale?' },
  });
  expect(await until(() => pushesTo('/gone/old-phone').length === 1)).toBe(true);
  const stored = () =>
    app.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      gone.subscription.endpoint,
    ]);
  for (let i = 0; i < 40 && (await stored()).length > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await stored()).toHaveLength(0);
});
