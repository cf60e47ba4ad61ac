import type { PartFormValues } from '@/domain/listings/item-form-schema';
import { partFormDefaults } from '@/domain/listings/item-form-schema';
import type { App } from '../../app';
import { startPushStandIn } from '../../alerts/push-stand-in';
import { openEventStream } from '../../testing/event-stream-client';
import { pushBrowser } from '../../testing/push-browser';
import { createTestEnv, postForm } from '../../testing/test-app';

// Messages about a spare part or riding gear ad (issues 45, 46): the same threads, seller list,
// live stream and Web Push as a vehicle ad's, under /api/items/:id. On PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let base = '';
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;

beforeAll(async () => {
  pushService = await startPushStandIn();
  env = await createTestEnv();
  app = await env.open(
    { alertsIntervalSeconds: 0, pushStandIn: { origin: pushService.origin, ca: pushService.ca } },
    {
      managePerWindow: 10_000,
      postsPerWindow: 10_000,
      threadsPerDay: 1_000,
      messagesPerAd: 1_000,
      messagesPerSender: 1_000,
    },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
  await pushService?.close();
});

let serial = 0;
const part = (patch: Partial<PartFormValues> = {}): PartFormValues => ({
  ...partFormDefaults,
  title: `Brake pads ${++serial}, Pulsar`,
  category: 'brakes',
  condition: 'new',
  brand: 'Bajaj',
  price: '2500',
  location: 'Kandy',
  phone: `07712345${String(serial).padStart(2, '0')}`,
  fitsAnyBike: true,
  fitment: [],
  ...patch,
});

type Posted = { id: string; title: string; manageToken: string };
async function postPart(): Promise<Posted> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/items',
    payload: postForm(part()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Started = { threadId: string; token: string };
async function start(id: string, text: string, prefix = '/api/items') {
  return app.inject({ method: 'POST', url: `${prefix}/${id}/threads`, payload: { text } });
}
const send = (threadId: string, token: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
    payload: { text },
  });
type SellerThreads = { threads: Array<{ id: string; unread: number; last: { text: string } }> };

test("a buyer messages a part's seller; the seller lists, reads and answers; the buyer sees it", async () => {
  const ad = await postPart();
  const opened = await start(ad.id, 'Are these pads original?');
  expect(opened.statusCode, opened.body).toBe(201);
  const { threadId, token } = opened.json<Started>();

  const list = await app.inject({
    url: `/api/items/${ad.id}/threads`,
    headers: bearer(ad.manageToken),
  });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json<SellerThreads>().threads).toEqual([
    expect.objectContaining({
      id: threadId,
      unread: 1,
      last: expect.objectContaining({ text: 'Are these pads original?' }),
    }),
  ]);
  // The buyer's token does not open the seller's list; nor does another ad's manage token.
  expect(
    (await app.inject({ url: `/api/items/${ad.id}/threads`, headers: bearer(token) })).statusCode,
  ).toBe(403);
  const other = await postPart();
  expect(
    (await app.inject({ url: `/api/items/${ad.id}/threads`, headers: bearer(other.manageToken) }))
      .statusCode,
  ).toBe(403);

  const sellerRead = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(ad.manageToken),
  });
  expect(sellerRead.json()).toMatchObject({
    thread: { side: 'seller', vehicleId: ad.id, title: ad.title },
  });
  expect((await send(threadId, ad.manageToken, 'Yes, Bajaj genuine')).statusCode).toBe(201);
  const buyerRead = await app.inject({
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
  });
  expect(
    buyerRead
      .json<{ messages: Array<{ from: string; text: string }> }>()
      .messages.map((m) => [m.from, m.text]),
  ).toEqual([
    ['buyer', 'Are these pads original?'],
    ['seller', 'Yes, Bajaj genuine'],
  ]);
});

test("the seller's ad stream has a part's new messages live", async () => {
  const ad = await postPart();
  const stream = await openEventStream(`${base}/api/items/${ad.id}/events`, bearer(ad.manageToken));
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
  expect((await start(ad.id, 'Still for sale?')).statusCode).toBe(201);
  const [event] = await stream.until(1);
  expect(JSON.parse(event!.data)).toMatchObject({ from: 'buyer', text: 'Still for sale?' });
  stream.close();
  // A bad token is refused before anything is sent.
  const refused = await fetch(`${base}/api/items/${ad.id}/events`, {
    headers: bearer('y'.repeat(32)),
  });
  expect(refused.status).toBe(403);
});

test('a part is not messaged under /api/vehicles, and a vehicle id is unknown under /api/items', async () => {
  const ad = await postPart();
  expect((await start(ad.id, 'Hello?', '/api/vehicles')).statusCode).toBe(404);
  expect((await start('sample-vehicle-1', 'Hello?', '/api/items')).statusCode).toBe(404);
  expect((await start('part-unknown-1', 'Hello?')).statusCode).toBe(404);
  // Deleting the part deletes its threads; it then takes no new ones.
  const opened = (await start(ad.id, 'Can I see it?')).json<Started>();
  await app.inject({
    method: 'DELETE',
    url: `/api/items/${ad.id}`,
    headers: bearer(ad.manageToken),
  });
  const gone = await app.db.query('SELECT 1 FROM message_threads WHERE id = $1', [opened.threadId]);
  expect(gone).toHaveLength(0);
  expect((await start(ad.id, 'Still there?')).statusCode).toBe(410);
});

test("a buyer's message about a part pushes its title to the seller's browser", async () => {
  const ad = await postPart();
  const phone = pushBrowser(pushService.origin, '/push/part-seller');
  const optIn = await app.inject({
    method: 'PUT',
    url: `/api/items/${ad.id}/message-push`,
    headers: bearer(ad.manageToken),
    payload: { ...phone.subscription, lang: 'ta' },
  });
  expect(optIn.statusCode, optIn.body).toBe(200);
  expect((await start(ad.id, 'Price negotiable?')).statusCode).toBe(201);
  const end = Date.now() + 3000;
  const pushes = () => pushService.received.filter((push) => push.path === '/push/part-seller');
  while (pushes().length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  expect(pushes()).toHaveLength(1);
  expect(phone.open(pushes()[0]!.body)).toEqual({
    kind: 'message',
    lang: 'ta',
    title: ad.title,
    url: `/ta/manage/${ad.id}`,
    tag: `messages-${ad.id}`,
  });
  const off = await app.inject({
    method: 'DELETE',
    url: `/api/items/${ad.id}/message-push`,
    headers: bearer(ad.manageToken),
    payload: { endpoint: phone.subscription.endpoint },
  });
  expect(off.statusCode, off.body).toBe(200);
});
