import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX } from '@/domain/messages/message-schema';
import type { Language } from '@/i18n/languages';
import { renderWithProviders } from '@/testing/render-app';
import { buildThreadInfo, buildThreadMessage } from '@/testing/message-fixtures';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { ThreadView } from './thread-view';

const ID = 'T'.repeat(22);
const TOKEN = 'b'.repeat(24);

afterEach(leaveServerMode);

const message = (id: number, from: 'buyer' | 'seller', text: string, warnings: string[] = []) =>
  buildThreadMessage(ID, id, from, text, warnings);

const thread = (overrides: Record<string, unknown> = {}) =>
  buildThreadInfo({ id: ID, ...overrides });

/** The thread's API: its messages, a send, and a stream the test writes events into. */
function fakeThreadApi(shown: { thread?: Record<string, unknown>; messages: unknown[] }) {
  let push: (chunk: string) => void = () => {};
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
      return jsonReply(403, { code: 'forbidden', message: 'no' });
    }
    const route = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (route === `GET /api/threads/${ID}/messages`) {
      return jsonReply(200, { thread: thread(shown.thread), messages: shown.messages });
    }
    if (route === `POST /api/threads/${ID}/messages`) {
      const body = JSON.parse(String(init?.body)) as { text: string; key: string };
      sent.push(body);
      return jsonReply(201, { message: message(50 + sent.length, 'buyer', body.text) });
    }
    if (route === `POST /api/threads/${ID}/read`) return new Response(null, { status: 204 });
    if (route === `GET /api/threads/${ID}/events`) {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(encoder.encode(chunk));
          push('retry: 3000\n\n');
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    return jsonReply(404, { code: 'not_found', message: 'no' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent, push: (chunk: string) => push(chunk) };
}

function renderThread(lang: Language = 'en') {
  serveApi();
  return renderWithProviders(<ThreadView threadId={ID} token={TOKEN} />, { lang });
}

test('the reader sees the warning beside a flagged message of the other side; its writer does not', async () => {
  fakeThreadApi({
    messages: [
      message(1, 'buyer', 'My OTP is 123456, is that ok?', ['otp_code']),
      message(2, 'seller', 'Pay a Rs 10,000 advance to account 1234567890 to reserve it', [
        'advance_payment',
        'bank_account',
      ]),
    ],
  });
  renderThread();
  const log = await screen.findByRole('list', { name: 'Messages in this conversation' });
  const [mine, theirs] = within(log).getAllByRole('listitem');
  expect(within(theirs!).getByRole('note')).toHaveTextContent(
    /never pay an advance, deposit or "reserve" fee: see the bike and its papers first/i,
  );
  expect(within(theirs!).getByRole('note')).toHaveTextContent(/bank account number/);
  // The buyer wrote the code: the warning is for its reader (the seller), not the buyer.
  expect(within(mine!).queryByRole('note')).not.toBeInTheDocument();
});

test('the warning is in the reader’s language (Sinhala, Tamil), with the advice for the code', async () => {
  for (const [lang, advice] of [
    ['si', /කිසිදු කේතයක් කිසිවිටෙක දෙන්න එපා/],
    ['ta', /ஒருமுறைக் கடவுச்சொல் \(OTP\)/],
  ] as const) {
    fakeThreadApi({
      thread: { side: 'seller' },
      messages: [
        message(1, 'buyer', 'send the OTP', lang === 'si' ? ['scam_phrase'] : ['otp_code']),
      ],
    });
    const { unmount } = renderThread(lang);
    expect(await screen.findByRole('note')).toHaveTextContent(advice);
    unmount();
  }
});

test('a link in a message is text: nothing in the conversation is clickable but the ad', async () => {
  fakeThreadApi({
    messages: [
      message(1, 'seller', 'Pay here: https://pay.example/checkout?id=1 or <a href="x">this</a>'),
    ],
  });
  renderThread();
  const log = await screen.findByRole('list', { name: 'Messages in this conversation' });
  expect(
    within(log).getByText('Pay here: https://pay.example/checkout?id=1 or <a href="x">this</a>'),
  ).toBeInTheDocument();
  expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['View the ad']);
});

test('a new message arrives live, is announced politely and marked read', async () => {
  const api = fakeThreadApi({ messages: [message(1, 'buyer', 'Is it available?')] });
  renderThread();
  await screen.findByText('Is it available?');
  const live = document.querySelector('[aria-live="polite"]')!;
  expect(live).toBeEmptyDOMElement();
  await vi.waitFor(() =>
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('/events'))).toBe(true),
  );
  // The stream starts after the last message shown, so nothing comes twice.
  const [streamUrl, streamInit] = api.fetch.mock.calls.find(([url]) =>
    String(url).includes('/events'),
  )!;
  expect(streamUrl).toBe(`/api/threads/${ID}/events?after=1`);
  expect(new Headers(streamInit?.headers).get('last-event-id')).toBe('1');
  act(() =>
    api.push(
      `id: 7\nevent: message\ndata: ${JSON.stringify(message(7, 'seller', 'Yes, come at 5'))}\n\n`,
    ),
  );
  expect(await screen.findByText('Yes, come at 5')).toBeInTheDocument();
  expect(live).toHaveTextContent('New message from the seller: Yes, come at 5');
  await vi.waitFor(() =>
    expect(api.fetch.mock.calls.some(([url]) => String(url).endsWith('/read'))).toBe(true),
  );
  // The same message again (a stream and a send both had it) is shown once.
  act(() => api.push(`id: 7\ndata: ${JSON.stringify(message(7, 'seller', 'Yes, come at 5'))}\n\n`));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getAllByText('Yes, come at 5')).toHaveLength(1);
});

test('a sent message carries its own key and shows; an over-long one is refused with the cap', async () => {
  const user = userEvent.setup({ delay: null });
  const api = fakeThreadApi({ messages: [] });
  renderThread();
  const box = await screen.findByRole('textbox', { name: 'Write a message' });
  expect(screen.getByText(`0 of ${MESSAGE_MAX} characters`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
  await user.click(box);
  await user.paste('x'.repeat(MESSAGE_MAX + 1));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `The message is too long: at most ${MESSAGE_MAX} characters.`,
  );
  expect(api.sent).toEqual([]);
  await user.clear(box);
  await user.type(box, 'Can I see it on Sunday?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Can I see it on Sunday?', { selector: 'p' })).toBeInTheDocument();
  expect(api.sent).toEqual([
    { text: 'Can I see it on Sunday?', key: expect.stringMatching(/^[\w-]{22}$/) },
  ]);
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
});

test('while a message is on its way the composer says Sending…, not that it waits for a connection', async () => {
  const user = userEvent.setup({ delay: null });
  const api = fakeThreadApi({ messages: [] });
  const base = api.fetch.getMockImplementation()!;
  let answer: () => void = () => {};
  api.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && String(url).endsWith('/messages')) {
      await new Promise<void>((resolve) => (answer = resolve));
    }
    return base(url, init);
  });
  renderThread();
  const box = await screen.findByRole('textbox', { name: 'Write a message' });
  await user.type(box, 'Is it still available?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('button', { name: 'Sending…' })).toBeInTheDocument();
  const log = screen.getByRole('list', { name: 'Messages in this conversation' });
  expect(within(log).queryByText('Is it still available?')).not.toBeInTheDocument();
  expect(screen.queryByText(/Waiting for a connection/)).not.toBeInTheDocument();
  act(() => answer());
  expect(await within(log).findByText('Is it still available?')).toBeInTheDocument();
  expect(screen.queryByText(/Waiting for a connection/)).not.toBeInTheDocument();
});

test('an ended thread says so plainly and offers no composer', async () => {
  fakeThreadApi({
    thread: { ended: true, adStatus: 'sold', endsAt: '2026-11-01T00:00:00.000Z' },
    messages: [message(1, 'buyer', 'Hello')],
  });
  renderThread();
  expect(await screen.findByText(/This conversation has ended/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Report this conversation/ })).toBeInTheDocument();
});

test('either side can report the thread, by keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  const api = fakeThreadApi({ messages: [message(1, 'seller', 'Send money first')] });
  const base = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (url: string, init?: RequestInit) =>
    String(url).endsWith('/report')
      ? jsonReply(200, { reported: true, duplicate: false })
      : base(url, init),
  );
  renderThread();
  await screen.findByText('Send money first');
  const open = screen.getByRole('button', { name: /Report this conversation/ });
  open.focus();
  // Opened, closed and opened again: the focus stays where the keyboard is.
  await user.keyboard('{Enter}');
  expect(screen.getByRole('radio', { name: 'Scam or fraud' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: /Report this conversation/ })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('radio', { name: 'Scam or fraud' })).toBeChecked();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Abuse or threats' })).toBeChecked();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send report' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const done = await screen.findByRole('status');
  expect(done).toHaveTextContent('Reported. Our moderators');
  expect(done).toHaveFocus();
  const report = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/report'))!;
  expect(JSON.parse(String(report[1]?.body))).toEqual({ reason: 'abuse' });
});

test('a link without its token (or with a wrong one) says so', async () => {
  fakeThreadApi({ messages: [] });
  serveApi();
  renderWithProviders(<ThreadView threadId={ID} token={'w'.repeat(24)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link does not open this conversation.',
  );
});
