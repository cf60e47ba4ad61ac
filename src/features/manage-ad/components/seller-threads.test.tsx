import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildThreadInfo, buildThreadMessage } from '@/testing/message-fixtures';
import { buildManageState, openManagePage } from '../testing';

const TOKEN = 'M'.repeat(24);
const A = 'A'.repeat(22);
const B = 'B'.repeat(22);

afterEach(leaveServerMode);

const summary = (id: string, createdAt: string, unread: number, text: string, seq: string) => ({
  id,
  createdAt,
  lastMessageAt: createdAt,
  unread,
  reported: false,
  ended: false,
  last: { id: seq, from: 'buyer', text, sentAt: createdAt, warnings: [] },
});

test('the seller sees every thread with unread counts, updated live; opening one shows it', async () => {
  const user = userEvent.setup({ delay: null });
  let threads = [summary(A, '2026-11-20T10:00:00.000Z', 1, 'Is it available?', '3')];
  let push: (chunk: string) => void = () => {};
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
      return jsonReply(403, { code: 'forbidden', message: 'no' });
    }
    const path = url.split('?')[0];
    if (path === '/api/vehicles/ad-1/threads') return jsonReply(200, { threads });
    if (path === '/api/vehicles/ad-1/manage') return jsonReply(200, buildManageState());
    if (path === '/api/vehicles/ad-1/events') {
      const encoder = new TextEncoder();
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            push = (chunk) => controller.enqueue(encoder.encode(chunk));
          },
        }),
      );
    }
    if (path === `/api/threads/${B}/messages`) {
      return jsonReply(200, {
        thread: buildThreadInfo({ id: B, vehicleId: 'ad-1', title: 'Honda Dio', side: 'seller' }),
        messages: [
          {
            ...buildThreadMessage(B, 9, 'buyer', 'Deposit 5000 to hold it?'),
            sentAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      });
    }
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  serveApi();
  openManagePage(`/manage/ad-1#${TOKEN}`);
  expect(await screen.findByText('Is it available?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Messages from buyers/ })).toHaveTextContent(
    '1 unread',
  );
  // The ad's stream starts after the newest message the list has.
  await vi.waitFor(() =>
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/vehicles/ad-1/events?after=3'),
  );
  // A second buyer writes: the list shows it without a reload.
  threads = [
    summary(B, '2026-11-21T10:00:00.000Z', 1, 'Deposit 5000 to hold it?', '9'),
    ...threads,
  ];
  const event = {
    id: '9',
    threadId: B,
    from: 'buyer',
    text: 'Deposit 5000 to hold it?',
    sentAt: '2026-11-21T10:00:00.000Z',
    warnings: [],
    held: false,
  };
  act(() => push(`id: 9\nevent: message\ndata: ${JSON.stringify(event)}\n\n`));
  const list = await screen.findByRole('list');
  await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(screen.getByRole('heading', { name: /Messages from buyers/ })).toHaveTextContent(
    '2 unread',
  );
  expect(within(list).getByText('Buyer 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read and reply: Buyer 2' }));
  expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
  expect(screen.getByText('Deposit 5000 to hold it?')).toBeInTheDocument();
});
