import type { App } from '../../app';
import { startPushStandIn } from '../../alerts/push-stand-in';
import { postAd, type Posted } from '../../testing/ad-posts';
import { openEventStream } from '../../testing/event-stream-client';
import { pushBrowser } from '../../testing/push-browser';
import { createTestEnv } from '../../testing/test-app';
import { adminHelpers, PASSWORD } from './admin-test-harness';
import { until } from '../../testing/until';

// A held message a moderator lets through reaches its recipient as it would have had it never
// been held: on the open stream (past which later messages have already gone), in the unread
// count, and as the seller's Web Push naming the ad. On PGlite and PostgreSQL; with
// TEST_DATABASE_URL also across two instances (LISTEN/NOTIFY, and Redis with TEST_REDIS_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.DB_ENGINE !== 'pglite';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
const apps: App[] = [];
let admin: App;
const { login, as } = adminHelpers(() => admin);
let single: App | null = null;
/** The one instance of the single-instance tests (PGlite opens its folder once). */
const one = async () => (single ??= await open());

beforeAll(async () => {
  pushService = await startPushStandIn();
  env = await createTestEnv();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await env?.dispose();
  await pushService?.close();
});

async function open(options: object = {}): Promise<App> {
  const app = await env.open(
    {
      adminPassword: PASSWORD,
      alertsIntervalSeconds: 0,
      pushStandIn: { origin: pushService.origin, ca: pushService.ca },
      ...options,
    },
    {
      managePerWindow: 10_000,
      threadsPerDay: 1_000,
      messagesPerAd: 1_000,
      messagesPerSender: 1_000,
    },
  );
  apps.push(app);
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

type Message = { id: string; from: string; text: string; held: boolean };
let serial = 0;

/**
 * The buyer writes on `a` (the seller is pushed), then a message the moderators hold, then the
 * seller replies: the streams open on `b` are past the held message's number when `a` releases it.
 */
async function releaseAcross(a: App, b: App) {
  admin = a;
  const base = await b.listen({ port: 0, host: '127.0.0.1' });
  serial += 1;
  const posted = await postAd(a, { model: `Rel${serial}`, title: `Release test ${serial}` });
  expect(posted.statusCode, posted.body).toBe(201);
  const ad = posted.json<Posted>();
  const path = `/push/release-${serial}`;
  const phone = pushBrowser(pushService.origin, path);
  const optIn = await a.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}/message-push`,
    headers: bearer(ad.manageToken),
    payload: { ...phone.subscription, lang: 'ta' },
  });
  expect(optIn.statusCode, optIn.body).toBe(200);

  const started = await a.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Is it available?' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const {
    threadId,
    token,
    message: first,
  } = started.json<{
    threadId: string;
    token: string;
    message: Message;
  }>();
  expect(await until(() => pushesTo(path).length === 1)).toBe(true);
  // The 30 s gap between pushes has passed.
  await a.db.query('UPDATE push_message_ads SET last_pushed_at = NULL WHERE vehicle_id = $1', [
    ad.id,
  ]);

  const sellerThread = await openEventStream(
    `${base}/api/threads/${threadId}/events?after=${first.id}`,
    bearer(ad.manageToken),
  );
  const sellerAd = await openEventStream(
    `${base}/api/vehicles/${ad.id}/events?after=${first.id}`,
    bearer(ad.manageToken),
  );
  expect(sellerThread.response.status).toBe(200);
  expect(sellerAd.response.status).toBe(200);

  // "gift card" is a phrase the moderators hold.
  const held = await a.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
    payload: { text: 'Send me a gift card code first' },
  });
  expect(held.statusCode, held.body).toBe(201);
  const heldMessage = held.json<{ message: Message }>().message;
  expect(heldMessage.held).toBe(true);
  const reply = await a.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
    payload: { text: 'Yes, come and see it' },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const [replied] = await sellerThread.until(1);
  expect(JSON.parse(replied!.data)).toMatchObject({ text: 'Yes, come and see it' });
  // Held: the seller's streams and phone have not had it.
  expect(sellerThread.events.map((event) => JSON.parse(event.data).text)).toEqual([
    'Yes, come and see it',
  ]);
  expect(pushesTo(path)).toHaveLength(1);

  const session = await login();
  const release = await a.inject({
    method: 'POST',
    url: `/api/admin/threads/${threadId}/messages/${heldMessage.id}/release`,
    headers: as(session),
  });
  expect(release.statusCode, release.body).toBe(200);

  const [, releasedEvent] = await sellerThread.until(2);
  const released = JSON.parse(releasedEvent!.data) as Message;
  expect(released).toMatchObject({
    from: 'buyer',
    text: 'Send me a gift card code first',
    held: false,
  });
  // A new number, past what the stream had: a reconnect's Last-Event-ID resumes after it.
  expect(Number(releasedEvent!.id)).toBeGreaterThan(Number(replied!.id));
  const adEvents = await sellerAd.until(2);
  expect(adEvents.map((event) => JSON.parse(event.data).text)).toEqual([
    'Yes, come and see it',
    'Send me a gift card code first',
  ]);
  sellerThread.close();
  sellerAd.close();

  // The seller's phone is told, with the ad's title only.
  expect(await until(() => pushesTo(path).length === 2)).toBe(true);
  const payload = phone.open(pushesTo(path)[1]!.body);
  expect(payload).toEqual({
    kind: 'message',
    lang: 'ta',
    title: `Release test ${serial}`,
    url: `/ta/manage/${ad.id}`,
    tag: `messages-${ad.id}`,
  });
  expect(JSON.stringify(payload)).not.toContain('gift');

  // Unread, although the seller had replied after it was written.
  const threads = await b.inject({
    url: `/api/vehicles/${ad.id}/threads`,
    headers: bearer(ad.manageToken),
  });
  expect(threads.json<{ threads: Array<{ id: string; unread: number }> }>().threads).toEqual([
    expect.objectContaining({ id: threadId, unread: 1 }),
  ]);
  // The buyer's own copy is the released one, once.
  const buyer = await a.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
  });
  expect(buyer.json<{ messages: Message[] }>().messages.map((m) => [m.text, m.held])).toEqual([
    ['Is it available?', false],
    ['Yes, come and see it', false],
    ['Send me a gift card code first', false],
  ]);

  // Released twice, or removed afterwards: no held message has that number any more.
  for (const decision of ['release', 'remove']) {
    const again = await a.inject({
      method: 'POST',
      url: `/api/admin/threads/${threadId}/messages/${heldMessage.id}/${decision}`,
      headers: as(session),
    });
    expect(again.statusCode).toBe(404);
  }
}

test('released on one instance, a held message reaches the open streams and the seller’s phone', async () => {
  const app = await one();
  await releaseAcross(app, app);
});

for (const fanOut of ['postgres', 'redis'] as const) {
  test.skipIf(!onPostgres || (fanOut === 'redis' && !redisUrl))(
    `released on instance A, it reaches the streams open on B (${fanOut})`,
    async () => {
      const options = {
        messageFanOut: fanOut,
        ...(fanOut === 'redis' ? { redisUrl, redisPrefix: `bb-test-rel-${Date.now()}:` } : {}),
      };
      const a = await open(options);
      const b = await open(options);
      expect(a.messageBus.fanOut).toBe(fanOut);
      await releaseAcross(a, b);
    },
  );
}

test('a removed held message never reaches the seller, and pushes nothing', async () => {
  const app = await one();
  admin = app;
  const posted = await postAd(app, { model: 'RelGone', title: 'Removed test' });
  const ad = posted.json<Posted>();
  const path = '/push/removed';
  const phone = pushBrowser(pushService.origin, path);
  await app.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}/message-push`,
    headers: bearer(ad.manageToken),
    payload: { ...phone.subscription, lang: 'en' },
  });
  const started = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Buy me a gift card first' },
  });
  const { threadId, message } = started.json<{ threadId: string; message: Message }>();
  expect(message.held).toBe(true);
  const session = await login();
  const removed = await app.inject({
    method: 'POST',
    url: `/api/admin/threads/${threadId}/messages/${message.id}/remove`,
    headers: as(session),
  });
  expect(removed.statusCode, removed.body).toBe(200);
  // Then a message that is not held: the only push the seller gets.
  await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Is it still for sale?' },
  });
  expect(await until(() => pushesTo(path).length === 1)).toBe(true);
  const seller = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
  });
  expect(seller.json<{ messages: Message[] }>().messages).toEqual([]);
});
