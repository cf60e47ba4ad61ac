import type { App } from '../../app';
import { postAd, type Posted } from '../../testing/ad-posts';
import { createTestEnv } from '../../testing/test-app';

// The app's offline queue may send a message again after a lost reply: a message's own key
// stores it once (issue 46, "never sent twice"), on PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000, messagesPerSender: 50, messagesPerAd: 50 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

let serial = 0;
async function newAd(): Promise<Posted> {
  const response = await postAd(app, { model: `Key${++serial}`, title: `Key test ${serial}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const count = async (sql: string, params: unknown[]) =>
  Number((await app.db.query<{ n: number }>(sql, params))[0]!.n);

type Started = { threadId: string; token: string; message: { id: string; text: string } };

test('a first message sent twice with one key opens one thread; the repeat gets a working token', async () => {
  const ad = await newAd();
  const key = 'start-key-0123456789abcdef';
  const start = () =>
    app.inject({
      method: 'POST',
      url: `/api/vehicles/${ad.id}/threads`,
      payload: { text: 'Still for sale?', key },
      remoteAddress: '10.47.0.1',
    });
  const first = await start();
  expect(first.statusCode, first.body).toBe(201);
  const again = await start();
  expect(again.statusCode, again.body).toBe(200);
  const a = first.json<Started>();
  const b = again.json<Started>();
  expect(b.threadId).toBe(a.threadId);
  expect(b.message).toEqual(a.message);
  expect(
    await count('SELECT count(*)::int AS n FROM message_threads WHERE vehicle_id = $1', [ad.id]),
  ).toBe(1);
  expect(
    await count('SELECT count(*)::int AS n FROM messages WHERE thread_id = $1', [a.threadId]),
  ).toBe(1);
  // The repeat's token is the one that reads the thread now (the lost reply's never arrived).
  const read = await app.inject({
    url: `/api/threads/${b.threadId}/messages`,
    headers: bearer(b.token),
  });
  expect(read.statusCode).toBe(200);
  expect(read.json<{ messages: unknown[] }>().messages).toHaveLength(1);
  // Another key opens another thread.
  const other = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Still for sale?', key: 'another-key-0123456789' },
    remoteAddress: '10.47.0.2',
  });
  expect(other.statusCode).toBe(201);
  expect(other.json<Started>().threadId).not.toBe(a.threadId);
});

test('a reply sent twice with one key is stored once, and only a new key adds one', async () => {
  const ad = await newAd();
  const started = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Hello' },
    remoteAddress: '10.47.0.3',
  });
  const { threadId } = started.json<Started>();
  const reply = (key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      headers: bearer(ad.manageToken),
      payload: { text: 'Yes, come at 5', key },
    });
  const first = await reply('reply-key-0123456789ab');
  expect(first.statusCode, first.body).toBe(201);
  const again = await reply('reply-key-0123456789ab');
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect(
    await count('SELECT count(*)::int AS n FROM messages WHERE thread_id = $1', [threadId]),
  ).toBe(2);
  const latest = await reply('reply-key-other-012345');
  expect(latest.statusCode).toBe(201);
  // The seller's list names its last message's id: the seller's stream starts after it.
  const list = await app.inject({
    url: `/api/vehicles/${ad.id}/threads`,
    headers: bearer(ad.manageToken),
  });
  expect(list.json<{ threads: Array<{ last: { id: string } }> }>().threads[0]!.last.id).toBe(
    latest.json<{ message: { id: string } }>().message.id,
  );
  expect(
    await count('SELECT count(*)::int AS n FROM messages WHERE thread_id = $1', [threadId]),
  ).toBe(3);
});

test('a key that is not one is refused with 400 and nothing is stored', async () => {
  const ad = await newAd();
  for (const key of ['short', 'x'.repeat(65), 'has space in it 0123', 42]) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/vehicles/${ad.id}/threads`,
      payload: { text: 'Hello', key },
      remoteAddress: '10.47.0.4',
    });
    expect(response.statusCode, String(key)).toBe(400);
  }
  expect(
    await count('SELECT count(*)::int AS n FROM message_threads WHERE vehicle_id = $1', [ad.id]),
  ).toBe(0);
});
