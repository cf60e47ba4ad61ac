import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { STORAGE_KEYS } from './storage';
import { findMessageThread } from './message-threads';
import {
  flushMessageOutbox,
  onQueuedMessageSent,
  readMessageOutbox,
  sendMessage,
} from './message-outbox';

const THREAD = 'T'.repeat(22);
const TOKEN = 'b'.repeat(24);

afterEach(() => {
  leaveServerMode();
  vi.restoreAllMocks();
});

const stored = (id: number, text: string) => ({
  id: String(id),
  threadId: THREAD,
  from: 'buyer',
  text,
  sentAt: '2026-11-20T10:00:00.000Z',
  warnings: [],
  held: false,
});

/** A server that stores a key once, as the real one does; `down` drops the connection. */
function fakeServer() {
  const byKey = new Map<string, ReturnType<typeof stored>>();
  const state = { down: false, posts: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (state.down) throw new TypeError('Failed to fetch');
      state.posts += 1;
      const body = JSON.parse(String(init?.body)) as { text: string; key: string };
      const seen = byKey.get(body.key);
      const message = seen ?? stored(byKey.size + 1, body.text);
      byKey.set(body.key, message);
      if (url.endsWith('/threads') && url.startsWith('/api/vehicles/')) {
        return jsonReply(seen ? 200 : 201, { threadId: THREAD, token: TOKEN, message });
      }
      return jsonReply(seen ? 200 : 201, { message });
    }),
  );
  serveApi();
  return { byKey, state };
}

test('a message written offline is queued, then sent once when the connection returns', async () => {
  const server = fakeServer();
  server.state.down = true;
  const reply = {
    kind: 'reply',
    key: 'key-0123456789abcdef',
    threadId: THREAD,
    token: TOKEN,
    text: 'Hi',
  } as const;
  expect(await sendMessage(reply)).toEqual({ status: 'queued' });
  expect(readMessageOutbox()).toMatchObject([{ key: reply.key, text: 'Hi' }]);
  const sent = vi.fn();
  const stop = onQueuedMessageSent(sent);
  server.state.down = false;
  // Two tabs (or an online event and a page) flushing at once still store it once.
  await Promise.all([flushMessageOutbox(), flushMessageOutbox()]);
  await flushMessageOutbox();
  expect(server.byKey.size).toBe(1);
  expect(readMessageOutbox()).toEqual([]);
  expect(sent).toHaveBeenCalledTimes(1);
  expect(sent.mock.calls[0]![1]).toMatchObject({ status: 'sent', message: { text: 'Hi' } });
  stop();
});

test('a send whose reply was lost is repeated with the same key, and the server keeps one', async () => {
  const server = fakeServer();
  const fetch = vi.mocked(globalThis.fetch);
  const real = fetch.getMockImplementation()!;
  // The server stores it, but the reply never arrives.
  fetch.mockImplementationOnce(async (url, init) => {
    await real(url as string, init);
    throw new TypeError('network lost');
  });
  const outcome = await sendMessage({
    kind: 'start',
    key: 'start-0123456789abcdef',
    vehicleId: 'honda-dio-1',
    title: 'Honda Dio',
    text: 'Still for sale?',
  });
  expect(outcome).toEqual({ status: 'queued' });
  await flushMessageOutbox();
  expect(server.state.posts).toBe(2);
  expect(server.byKey.size).toBe(1);
  expect(readMessageOutbox()).toEqual([]);
  // The first message opened a thread: it is kept on this device with its token.
  expect(findMessageThread(THREAD)).toMatchObject({ token: TOKEN, vehicleId: 'honda-dio-1' });
});

test('a message the server refuses for good is kept as failed and never sent again', async () => {
  fakeServer();
  vi.mocked(globalThis.fetch).mockImplementation(async () =>
    jsonReply(410, { code: 'thread_ended', message: 'ended' }),
  );
  const outcome = await sendMessage({
    kind: 'reply',
    key: 'key-fedcba9876543210',
    threadId: THREAD,
    token: TOKEN,
    text: 'Hello?',
  });
  expect(outcome).toMatchObject({ status: 'failed', code: 'thread_ended' });
  await flushMessageOutbox();
  expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledTimes(1);
  expect(readMessageOutbox()).toMatchObject([{ failed: 'thread_ended' }]);
});

test('a hostile queue never crashes a flush and its entries are kept', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeServer();
  const hostile = [
    null,
    { kind: 'reply', key: 'x' },
    { kind: 'start', key: 'k'.repeat(20) },
    'junk',
  ];
  localStorage.setItem(STORAGE_KEYS.messageOutbox, JSON.stringify(hostile));
  await flushMessageOutbox();
  expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled();
  localStorage.setItem(STORAGE_KEYS.messageOutbox, '{not json');
  await flushMessageOutbox();
  expect(localStorage.getItem(STORAGE_KEYS.messageOutbox)).toBe('{not json');
});

describe('on a page that runs the outbox', () => {
  // The page-wide outbox (its online listener and retry timer) starts once per module: fresh here.
  async function freshOutbox() {
    vi.resetModules();
    return import('./message-outbox');
  }
  const reply = {
    kind: 'reply',
    key: 'key-aaaabbbbccccdddd',
    threadId: THREAD,
    token: TOKEN,
    text: 'Is it still there?',
  } as const;

  afterEach(() => {
    vi.useRealTimers();
  });

  test('a busy server or a lost reply is tried again after a delay, with no online event', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const fetch = vi.mocked(globalThis.fetch);
    const real = fetch.getMockImplementation()!;
    fetch.mockImplementationOnce(async () => jsonReply(503, { code: 'busy', message: 'busy' }));
    fetch.mockImplementationOnce(async (url, init) => {
      await real(url as string, init);
      throw new TypeError('network lost');
    });
    const outbox = await freshOutbox();
    outbox.startMessageOutbox();
    const sent = vi.fn();
    outbox.onQueuedMessageSent(sent);

    expect(await outbox.sendMessage(reply)).toEqual({ status: 'queued' });
    const [first, second] = outbox.RETRY_DELAYS_MS;
    await vi.advanceTimersByTimeAsync(first - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // The second try reached the server, but its reply was lost: a longer wait, then once more.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(second);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(server.byKey.size).toBe(1);
    expect(outbox.readMessageOutbox()).toEqual([]);
    // Nothing is left waiting, so nothing more is sent.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('offline, it waits for the connection instead of retrying on a timer', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.state.down = true;
    const outbox = await freshOutbox();
    outbox.startMessageOutbox();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await outbox.sendMessage(reply)).toEqual({ status: 'queued' });
    await outbox.flushMessageOutbox();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    server.state.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.readMessageOutbox()).toEqual([]));
    expect(server.byKey.size).toBe(1);
  });
});
