import { leaveServerMode, serveApi } from '@/testing/server-mode';
import { followMessageStream, type StreamState } from './message-stream';
import type { ThreadMessage } from './messages-api';

afterEach(() => {
  leaveServerMode();
  vi.useRealTimers();
});

const event = (id: number, text: string) =>
  `id: ${id}\nevent: message\ndata: ${JSON.stringify({
    id: String(id),
    threadId: 'T'.repeat(22),
    from: 'seller',
    text,
    sentAt: '2026-11-20T10:00:00.000Z',
    warnings: ['advance_payment', 'a_code_from_a_newer_server'],
    held: false,
  })}\n\n`;

const stream = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

test('a dropped stream reconnects with Last-Event-ID and loses nothing', async () => {
  serveApi();
  const requests: Array<{ url: string; last: string | null; auth: string | null }> = [];
  const replies = [
    // Split across chunks, a comment and the server's retry hint; then the connection drops.
    stream([
      'retry: 10\n\n: ping\n\n',
      event(5, 'first').slice(0, 20),
      event(5, 'first').slice(20),
    ]),
    new Response(null, { status: 503 }),
    stream([event(6, 'missed while away'), event(7, 'and this')]),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      requests.push({
        url,
        last: headers.get('last-event-id'),
        auth: headers.get('authorization'),
      });
      return replies.shift() ?? new Response(null, { status: 403 });
    }),
  );
  const got: ThreadMessage[] = [];
  const states: StreamState[] = [];
  const stop = followMessageStream({
    path: '/threads/abc/events',
    token: 't'.repeat(24),
    after: '4',
    onMessage: (message) => got.push(message),
    onState: (state) => states.push(state),
  });
  await vi.waitFor(() => expect(states.at(-1)).toBe('refused'), { timeout: 5000 });
  stop();
  expect(got.map((message) => [message.id, message.text])).toEqual([
    ['5', 'first'],
    ['6', 'missed while away'],
    ['7', 'and this'],
  ]);
  // An unknown warning code from a newer server is dropped, not the message.
  expect(got[0]!.warnings).toEqual(['advance_payment']);
  expect(requests.map(({ url, last }) => [url, last])).toEqual([
    ['/api/threads/abc/events?after=4', '4'],
    ['/api/threads/abc/events?after=5', '5'],
    ['/api/threads/abc/events?after=5', '5'],
    ['/api/threads/abc/events?after=7', '7'],
  ]);
  expect(requests.every(({ auth }) => auth === `Bearer ${'t'.repeat(24)}`)).toBe(true);
  expect(states).toContain('reconnecting');
});
