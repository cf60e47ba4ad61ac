import type { App } from '../../app';
import { postAd, type Posted } from '../../testing/ad-posts';
import { openEventStream } from '../../testing/event-stream-client';
import { createTestEnv } from '../../testing/test-app';

// Messages between a buyer and a seller, without accounts (issue 46), on PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let base = '';

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open(
    {},
    {
      managePerWindow: 10_000,
      messagesPerSender: 6,
      messagesPerAd: 12,
      threadsPerDay: 4,
      threadAuthFailures: 5,
    },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

let serial = 0;
/** Each test its own address, so the per-address budgets of one do not spill into another. */
const address = () => `10.46.0.${++serial}`;

async function newAd(): Promise<Posted> {
  const response = await postAd(app, { model: `Msg${++serial}`, title: `Message test ${serial}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function start(id: string, text: unknown, remoteAddress = address()) {
  return app.inject({
    method: 'POST',
    url: `/api/vehicles/${id}/threads`,
    payload: { text },
    remoteAddress,
  });
}

type Started = { threadId: string; token: string; message: { id: string; warnings: string[] } };
async function startThread(ad: Posted, text = 'Is the bike still available?') {
  const response = await start(ad.id, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Started>();
}

const send = (threadId: string, token: string, text: unknown, remoteAddress = '10.46.1.1') =>
  app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: bearer(token),
    payload: { text },
    remoteAddress,
  });
const read = (threadId: string, token: string, remoteAddress = '10.46.1.1') =>
  app.inject({ url: `/api/threads/${threadId}/messages`, headers: bearer(token), remoteAddress });

type Read = {
  thread: { side: string; ended: boolean; adStatus: string; endsAt: string | null };
  messages: Array<{ id: string; from: string; text: string; warnings: string[]; held: boolean }>;
};
const countMessages = async () =>
  Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages'))[0]!.n);

test('a buyer writes without an account; the seller reads and answers with the manage link', async () => {
  const ad = await newAd();
  const started = await startThread(ad, '  Is the bike still available?  ');
  expect(started.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(started.message.warnings).toEqual([]);

  // The seller's list has it, unread.
  const list = await app.inject({
    url: `/api/vehicles/${ad.id}/threads`,
    headers: bearer(ad.manageToken),
  });
  expect(list.statusCode, list.body).toBe(200);
  const [summary] = list.json<{
    threads: Array<{ id: string; unread: number; last: { text: string } }>;
  }>().threads;
  expect(summary).toMatchObject({
    id: started.threadId,
    unread: 1,
    last: { text: 'Is the bike still available?' },
  });

  const sellerRead = await read(started.threadId, ad.manageToken);
  expect(sellerRead.statusCode).toBe(200);
  expect(sellerRead.json<Read>().thread).toMatchObject({
    side: 'seller',
    ended: false,
    adStatus: 'active',
  });
  expect(sellerRead.json<Read>().messages.map((m) => [m.from, m.text])).toEqual([
    ['buyer', 'Is the bike still available?'],
  ]);
  // Reading marked it read.
  const after = await app.inject({
    url: `/api/vehicles/${ad.id}/threads`,
    headers: bearer(ad.manageToken),
  });
  expect(after.json<{ threads: Array<{ unread: number }> }>().threads[0]!.unread).toBe(0);

  const reply = await send(started.threadId, ad.manageToken, 'Yes, come and see it in Kandy.');
  expect(reply.statusCode, reply.body).toBe(201);
  const status = await app.inject({
    url: `/api/threads/${started.threadId}`,
    headers: bearer(started.token),
  });
  expect(status.json<{ unread: number }>().unread).toBe(1);
  const buyerRead = await read(started.threadId, started.token);
  expect(buyerRead.json<Read>().thread.side).toBe('buyer');
  expect(buyerRead.json<Read>().messages.map((m) => [m.from, m.text])).toEqual([
    ['buyer', 'Is the bike still available?'],
    ['seller', 'Yes, come and see it in Kandy.'],
  ]);
  // Only the hash is stored.
  const [row] = await app.db.query<{ buyer_hash: string }>(
    'SELECT buyer_hash FROM message_threads WHERE id = $1',
    [started.threadId],
  );
  expect(row!.buyer_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.buyer_hash).not.toContain(started.token);
});

test("only the thread's two tokens read it; wrong tokens get 403, then 429 for that address", async () => {
  const ad = await newAd();
  const other = await newAd();
  const mine = await startThread(ad);
  const theirs = await startThread(other);
  const guesser = address();
  const wrong = [
    theirs.token, // another thread's buyer
    other.manageToken, // another ad's seller
    mine.token.slice(0, -1), // truncated
    'x'.repeat(24),
  ];
  for (const token of wrong) {
    const response = await read(mine.threadId, token, guesser);
    expect(response.statusCode, token).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(response.body).not.toContain('still available');
  }
  const none = await app.inject({
    url: `/api/threads/${mine.threadId}/messages`,
    remoteAddress: guesser,
  });
  expect(none.statusCode).toBe(403);
  // Five wrong tries spent the budget: even the right token waits, at this address only.
  const spent = await read(mine.threadId, mine.token, guesser);
  expect(spent.statusCode).toBe(429);
  expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  expect((await read(mine.threadId, mine.token, address())).statusCode).toBe(200);
  // Right tokens never spend it.
  const owner = address();
  for (let i = 0; i < 8; i += 1)
    expect((await read(mine.threadId, mine.token, owner)).statusCode).toBe(200);
  // A stream with a bad token is refused before anything is sent.
  const stream = await fetch(`${base}/api/threads/${mine.threadId}/events`, {
    headers: bearer(theirs.token),
  });
  expect(stream.status).toBe(403);
  expect(stream.headers.get('content-type')).toContain('application/json');
  // The seller's list needs the manage token.
  const list = await app.inject({
    url: `/api/vehicles/${ad.id}/threads`,
    headers: bearer(mine.token),
  });
  expect(list.statusCode).toBe(403);
});

test('empty, over-long, binary, NUL and lone-surrogate messages get 400 and nothing is stored', async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  const before = await countMessages();
  const cases: Array<[unknown, string]> = [
    ['', 'messages.errors.empty'],
    ['   \n\t ', 'messages.errors.empty'],
    ['x'.repeat(1001), 'messages.errors.tooLong'],
    ['ක'.repeat(1001), 'messages.errors.tooLong'],
    ['hello\u0001\u0002\u0003', 'messages.errors.badText'],
    ['\u007f\u0080binary', 'messages.errors.badText'],
    ['broken \ufffd text', 'server.errors.invalidValue'],
    ['nul \u0000 here', 'server.errors.invalidValue'],
    ['lone \ud800 surrogate', 'server.errors.invalidValue'],
  ];
  for (const [text, key] of cases) {
    for (const response of [
      await send(thread.threadId, thread.token, text),
      await start(ad.id, text),
    ]) {
      expect(response.statusCode, JSON.stringify(text).slice(0, 40)).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('validation');
      expect(Object.values(body.fields)).toEqual([key]);
    }
  }
  for (const payload of [{ text: 42 }, { text: ['a'] }, {}, { text: 'hi', extra: 1 }]) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/threads/${thread.threadId}/messages`,
      headers: bearer(thread.token),
      payload,
    });
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
  }
  // Raw bytes that are not UTF-8.
  const raw = await app.inject({
    method: 'POST',
    url: `/api/threads/${thread.threadId}/messages`,
    headers: { ...bearer(thread.token), 'content-type': 'application/json' },
    payload: Buffer.concat([
      Buffer.from('{"text":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]),
  });
  expect(raw.statusCode).toBe(400);
  // 1000 characters (Sinhala letters too) is the cap, not past it.
  expect((await send(thread.threadId, thread.token, 'ක'.repeat(1000))).statusCode).toBe(201);
  expect(await countMessages()).toBe(before + 1);
});

test('a flood from one sender gets 429 with Retry-After; so does a flood on one ad', async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  const codes: number[] = [];
  for (let i = 0; i < 8; i += 1)
    codes.push((await send(thread.threadId, thread.token, `hello ${i}`)).statusCode);
  expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  const refused = await send(thread.threadId, thread.token, 'again');
  expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // The seller's own budget is separate.
  expect((await send(thread.threadId, ad.manageToken, 'Please wait')).statusCode).toBe(201);
  // Per ad: new threads from other buyers fill the ad's hour (12: 7 + 1 + 4 more).
  const more: number[] = [];
  for (let i = 0; i < 5; i += 1) more.push((await start(ad.id, `Buyer ${i} here`)).statusCode);
  expect(more).toEqual([201, 201, 201, 201, 429]);
  // New threads per address per day.
  const one = address();
  const other = await newAd();
  const daily: number[] = [];
  for (let i = 0; i < 5; i += 1) daily.push((await start(other.id, `Hi ${i}`, one)).statusCode);
  expect(daily).toEqual([201, 201, 201, 201, 429]);
});

test('the scam guard flags an advance to a bank account, codes, links and moving the chat', async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  const cases: Array<[string, string[]]> = [
    [
      'Send Rs 10,000 advance to reserve it. BOC account 0071 2345 6789, then I keep the bike.',
      ['advance_payment', 'bank_account'],
    ],
    ['කලින් ගෙවන්න රු. 5000, ගිණුම් අංකය 8001234567', ['advance_payment', 'bank_account']],
    ['முன்பணம் அனுப்பவும், வங்கி கணக்கு எண் 1234567890', ['advance_payment', 'bank_account']],
    ['advance ekak danna, account ekata', ['advance_payment', 'bank_account']],
    ['Tell me the OTP you got by SMS', ['otp_code']],
    ['Pay here https://secure-pay.example.com/lankaqr', ['payment_link']],
    ['Whatsapp me on 0771234567', ['off_platform']],
    ['Is it still available? I can come on Saturday. My number is 0771234567', []],
  ];
  for (const [index, [text, warnings]] of cases.entries()) {
    // Both sides write: each side's own budget is 6 per 10 minutes here.
    const token = index % 2 ? thread.token : ad.manageToken;
    const response = await send(thread.threadId, token, text, address());
    expect(response.statusCode, text).toBe(201);
    const flagged = response.json<{ message: { warnings: string[] } }>().message.warnings;
    // The moderators' phrases (seeded: "කලින් ගෙවන්න", "முன்பண", "advance ekak") add scam_phrase.
    if (warnings.length === 0) expect(flagged, text).toEqual([]);
    else
      expect(flagged.filter((code) => code !== 'scam_phrase').sort(), text).toEqual(
        warnings.sort(),
      );
  }
  // Stored on the message: the recipient reads the same flags.
  const buyer = await read(thread.threadId, thread.token);
  expect(buyer.json<Read>().messages[1]!.warnings.sort()).toEqual([
    'advance_payment',
    'bank_account',
  ]);
  expect(buyer.json<Read>().messages.at(-1)!.warnings).toEqual([]);
});

test('a phrase the moderators hold keeps the message back: its sender sees it, the other side does not', async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  const held = await send(
    thread.threadId,
    ad.manageToken,
    'Pay by Western Union and I ship it.',
    address(),
  );
  expect(held.statusCode).toBe(201);
  expect(held.json<{ message: { held: boolean; warnings: string[] } }>().message).toMatchObject({
    held: true,
    warnings: expect.arrayContaining(['scam_phrase']),
  });
  const seller = await read(thread.threadId, ad.manageToken);
  expect(seller.json<Read>().messages.at(-1)).toMatchObject({
    held: true,
    text: 'Pay by Western Union and I ship it.',
  });
  const buyer = await read(thread.threadId, thread.token);
  expect(buyer.json<Read>().messages.map((m) => m.text)).toEqual(['Is the bike still available?']);
  // A phrase that only warns (not held) reaches the reader with its flag.
  const warned = await send(
    thread.threadId,
    ad.manageToken,
    'courier charges first please',
    address(),
  );
  expect(warned.json<{ message: { held: boolean; warnings: string[] } }>().message).toMatchObject({
    held: false,
    warnings: expect.arrayContaining(['scam_phrase']),
  });
  // Either side reports the thread, once.
  const report = () =>
    app.inject({
      method: 'POST',
      url: `/api/threads/${thread.threadId}/report`,
      headers: bearer(thread.token),
      payload: { reason: 'scam' },
    });
  expect((await report()).json()).toEqual({ reported: true, duplicate: false });
  expect((await report()).json()).toEqual({ reported: true, duplicate: true });
  const bad = await app.inject({
    method: 'POST',
    url: `/api/threads/${thread.threadId}/report`,
    headers: bearer(thread.token),
    payload: { reason: 'because' },
  });
  expect(bad.statusCode).toBe(400);
});

test("deleting an ad deletes its threads; a sold ad's thread ends 30 days later and says so", async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  await send(thread.threadId, ad.manageToken, 'Yes');
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${ad.id}`,
    headers: bearer(ad.manageToken),
  });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  const rows = await app.db.query('SELECT 1 FROM message_threads WHERE vehicle_id = $1', [ad.id]);
  expect(rows).toHaveLength(0);
  expect(
    await app.db.query('SELECT 1 FROM messages WHERE thread_id = $1', [thread.threadId]),
  ).toHaveLength(0);
  expect((await read(thread.threadId, thread.token)).statusCode).toBe(403);
  expect((await start(ad.id, 'Still there?')).statusCode).toBe(410);

  const sold = await newAd();
  const open = await startThread(sold);
  await app.inject({
    method: 'POST',
    url: `/api/vehicles/${sold.id}/sold`,
    headers: bearer(sold.manageToken),
  });
  const soon = await read(open.threadId, open.token);
  expect(soon.json<Read>().thread).toMatchObject({ adStatus: 'sold', ended: false });
  expect(soon.json<Read>().thread.endsAt).not.toBeNull();
  expect((await send(open.threadId, open.token, 'When can I come?')).statusCode).toBe(201);
  await app.db.query(`UPDATE vehicles SET sold_at = now() - interval '31 days' WHERE id = $1`, [
    sold.id,
  ]);
  const later = await read(open.threadId, open.token);
  expect(later.statusCode).toBe(200);
  expect(later.json<Read>().thread.ended).toBe(true);
  expect(later.json<Read>().messages).toHaveLength(2);
  const refused = await send(open.threadId, sold.manageToken, 'Sorry');
  expect(refused.statusCode).toBe(410);
  expect(refused.json()).toMatchObject({ code: 'thread_ended' });
});

test('the sample ads have no owner: no thread; unknown ads 404', async () => {
  const [sample] = await app.db.query<{ id: string }>(
    'SELECT id FROM vehicles WHERE manage_hash IS NULL LIMIT 1',
  );
  expect((await start(sample!.id, 'Hello')).statusCode).toBe(409);
  expect((await start('no-such-ad', 'Hello')).statusCode).toBe(404);
});

test('a stream sends new messages live and resumes after Last-Event-ID without losing one', async () => {
  const ad = await newAd();
  const thread = await startThread(ad);
  const url = `${base}/api/threads/${thread.threadId}/events`;
  const buyer = await openEventStream(url, bearer(thread.token));
  expect(buyer.response.headers.get('content-type')).toContain('text/event-stream');
  const [first] = await buyer.until(1);
  expect(JSON.parse(first!.data)).toMatchObject({
    from: 'buyer',
    text: 'Is the bike still available?',
  });
  const sellerAd = await openEventStream(
    `${base}/api/vehicles/${ad.id}/events?after=${first!.id}`,
    bearer(ad.manageToken),
  );
  await send(thread.threadId, ad.manageToken, 'Yes it is');
  const live = await buyer.until(2);
  expect(JSON.parse(live[1]!.data)).toMatchObject({ from: 'seller', text: 'Yes it is' });
  const lastSeen = live[1]!.id!;
  buyer.close();
  // Sent while the buyer was away; the seller's page stream sees both sides as they come.
  await send(thread.threadId, ad.manageToken, 'Come at 5');
  await send(thread.threadId, thread.token, 'OK');
  const seen = await sellerAd.until(3);
  expect(seen.map((event) => JSON.parse(event.data).text)).toEqual([
    'Yes it is',
    'Come at 5',
    'OK',
  ]);
  sellerAd.close();
  const back = await openEventStream(url, { ...bearer(thread.token), 'last-event-id': lastSeen });
  const caught = await back.until(2);
  expect(caught.map((event) => JSON.parse(event.data).text)).toEqual(['Come at 5', 'OK']);
  back.close();
});
