import type { App } from '../app';
import { postAd, type Posted } from '../testing/ad-posts';
import { openEventStream } from '../testing/event-stream-client';
import { createTestEnv } from '../testing/test-app';

// Two instances on one PostgreSQL: a message sent to A reaches a stream open on B, through
// LISTEN/NOTIFY (and through Redis pub/sub with TEST_REDIS_URL). PGlite is one process: skipped.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.DB_ENGINE !== 'pglite';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.skipIf(!onPostgres)('message fan-out across instances', () => {
  let env: Awaited<ReturnType<typeof createTestEnv>>;
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await env?.dispose();
  });

  async function pair(fanOut: 'postgres' | 'redis') {
    env ??= await createTestEnv();
    const options = {
      messageFanOut: fanOut,
      ...(fanOut === 'redis' ? { redisUrl, redisPrefix: `bb-test-${Date.now()}:` } : {}),
    } as const;
    const a = await env.open(options, { managePerWindow: 10_000 });
    const b = await env.open(options, { managePerWindow: 10_000 });
    apps.push(a, b);
    return { a, b, baseB: await b.listen({ port: 0, host: '127.0.0.1' }) };
  }

  for (const fanOut of ['postgres', 'redis'] as const) {
    test.skipIf(fanOut === 'redis' && !redisUrl)(`through ${fanOut}`, async () => {
      const { a, baseB } = await pair(fanOut);
      expect(a.messageBus.fanOut).toBe(fanOut);
      const posted = await postAd(a, { model: `Fan${fanOut}` });
      const ad = posted.json<Posted>();
      const started = await a.inject({
        method: 'POST',
        url: `/api/vehicles/${ad.id}/threads`,
        payload: { text: 'Hello from A' },
      });
      const { threadId, token, message } = started.json<{
        threadId: string;
        token: string;
        message: { id: string };
      }>();
      const headers = { authorization: `Bearer ${token}` };
      const seller = await openEventStream(
        `${baseB}/api/vehicles/${ad.id}/events?after=${message.id}`,
        {
          authorization: `Bearer ${ad.manageToken}`,
        },
      );
      const buyer = await openEventStream(
        `${baseB}/api/threads/${threadId}/events?after=${message.id}`,
        headers,
      );
      expect(buyer.response.status).toBe(200);
      // Open streams are subscribed before their headers are sent; a NOTIFY that B's LISTEN
      // connection missed while still connecting is read when it connects (resync).
      const sent = await a.inject({
        method: 'POST',
        url: `/api/threads/${threadId}/messages`,
        headers: { authorization: `Bearer ${ad.manageToken}` },
        payload: { text: 'Reply sent to A' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const [event] = await buyer.until(1);
      expect(JSON.parse(event!.data)).toMatchObject({ from: 'seller', text: 'Reply sent to A' });
      const [toSeller] = await seller.until(1);
      expect(JSON.parse(toSeller!.data)).toMatchObject({ text: 'Reply sent to A' });
      buyer.close();
      seller.close();
    });
  }
});
