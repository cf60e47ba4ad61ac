import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';
import { adminHelpers, PASSWORD } from './admin-test-harness';

// The moderators' side of messages: reported threads and held messages, release, block a sender.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
const { login, as, postAd } = adminHelpers(() => app);

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD }, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Read = { thread: { blocked: boolean }; messages: Array<{ text: string; held: boolean }> };

test('a held message waits in the queue; released, the buyer reads it; a blocked seller cannot send', async () => {
  const ad = await postAd();
  const started = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Is it available?' },
  });
  const { threadId, token } = started.json<{ threadId: string; token: string }>();
  const held = await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
    payload: { text: 'Buy me a gift card first' },
  });
  const seq = held.json<{ message: { id: string; held: boolean } }>().message;
  expect(seq.held).toBe(true);

  const session = await login();
  expect((await app.inject({ url: '/api/admin/threads' })).statusCode).toBe(401);
  const queue = await app.inject({ url: '/api/admin/threads', headers: as(session) });
  expect(queue.statusCode, queue.body).toBe(200);
  const [item] = queue.json<{ items: Array<{ id: string; messages: Array<{ text: string }> }> }>()
    .items;
  expect(item!.id).toBe(threadId);
  expect(item!.messages.map((m) => m.text)).toEqual([
    'Is it available?',
    'Buy me a gift card first',
  ]);

  const buyerBefore = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
  });
  expect(buyerBefore.json<Read>().messages.map((m) => m.text)).toEqual(['Is it available?']);
  const noCsrf = await app.inject({
    method: 'POST',
    url: `/api/admin/threads/${threadId}/messages/${seq.id}/release`,
    headers: as(session, null),
  });
  expect(noCsrf.statusCode).toBe(403);
  const release = await app.inject({
    method: 'POST',
    url: `/api/admin/threads/${threadId}/messages/${seq.id}/release`,
    headers: as(session),
  });
  expect(release.statusCode, release.body).toBe(200);
  const buyerAfter = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
  });
  expect(buyerAfter.json<Read>().messages.map((m) => m.text)).toEqual([
    'Is it available?',
    'Buy me a gift card first',
  ]);

  // The buyer reports it; the moderator blocks the seller's side.
  await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/report`,
    headers: bearer(token),
    payload: { reason: 'scam' },
  });
  const reported = await app.inject({ url: '/api/admin/threads', headers: as(session) });
  expect(
    reported.json<{ items: Array<{ reportedBy: string; reason: string }> }>().items[0],
  ).toMatchObject({
    reportedBy: 'buyer',
    reason: 'scam',
  });
  const block = await app.inject({
    method: 'POST',
    url: `/api/admin/threads/${threadId}/block_seller`,
    headers: as(session),
  });
  expect(block.statusCode, block.body).toBe(200);
  const refused = await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
    payload: { text: 'hello again' },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'blocked' });
  const seller = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
  });
  expect(seller.json<Read>().thread.blocked).toBe(true);
  // The buyer still writes.
  const buyerSends = await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
    payload: { text: 'ok' },
  });
  expect(buyerSends.statusCode).toBe(201);
  const log = await app.inject({ url: '/api/admin/log', headers: as(session) });
  expect(log.body).toContain('release_message');
  expect(log.body).toContain('block_sender');
  // Message text never reaches the log.
  expect(log.body).not.toContain('gift card');
});
