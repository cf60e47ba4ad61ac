import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_TO_VALUE_RULES } from '@/domain/leasing/loan-to-value';
import { openAdminPage } from '../testing';
import { serveApi, leaveServerMode, jsonReply } from '@/testing/server-mode';

afterEach(leaveServerMode);

function signedInApi(routes: Record<string, (init?: RequestInit) => Response>) {
  serveApi();
  const calls: Array<{ route: string; init?: RequestInit }> = [];
  const all: Record<string, (init?: RequestInit) => Response> = {
    'GET /api/admin/session': () =>
      jsonReply(200, {
        moderator: 'Nimal',
        csrfToken: 'csrf-9',
        expiresAt: '2026-11-28T20:00:00.000Z',
      }),
    'GET /api/admin/reports': () => jsonReply(200, { items: [] }),
    'GET /api/admin/log': () => jsonReply(200, { items: [] }),
    'GET /api/admin/held': () => jsonReply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => jsonReply(200, { items: [] }),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ route, init });
      const answer = all[route];
      return answer ? answer(init) : jsonReply(404, { code: 'not_found', message: 'no' });
    }),
  );
  return calls;
}

const message = (id: string, from: 'buyer' | 'seller', text: string, extra = {}) => ({
  id,
  threadId: 't-1',
  from,
  text,
  sentAt: '2026-11-27T10:0' + id + ':00.000Z',
  warnings: [],
  held: false,
  ...extra,
});

const reported = {
  id: 't-1',
  vehicleId: 'honda-dio-1',
  title: 'Honda Dio 2019',
  reportedAt: '2026-11-27T11:00:00.000Z',
  reportedBy: 'buyer',
  reason: 'scam',
  blockedSide: null,
  messages: [
    message('1', 'buyer', 'Is it available?'),
    message('2', 'seller', 'Send Rs 10,000 advance to 8001234567 BOC <a href="x">here</a>', {
      warnings: ['advance_payment', 'bank_account'],
    }),
    message('3', 'seller', 'Buy me a gift card', { held: true, warnings: ['scam_phrase'] }),
  ],
};

test('a reported thread reads whole, as text; the moderator lets a held one through, blocks the seller and dismisses', async () => {
  let thread: Record<string, unknown> | null = { ...reported };
  const calls = signedInApi({
    'GET /api/admin/threads': () => jsonReply(200, { items: thread ? [thread] : [] }),
    'POST /api/admin/threads/t-1/messages/3/release': () => {
      thread = { ...thread, messages: reported.messages.map((m) => ({ ...m, held: false })) };
      return jsonReply(200, { done: true });
    },
    'POST /api/admin/threads/t-1/block_seller': () => {
      thread = { ...thread, blockedSide: 'seller' };
      return jsonReply(200, { done: true });
    },
    'POST /api/admin/threads/t-1/dismiss': () => {
      thread = null;
      return jsonReply(200, { done: true });
    },
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage();
  const card = await screen.findByRole('article', { name: 'About: Honda Dio 2019' });
  expect(
    within(card).getByText('Reported by the buyer on 2026-11-27 11:00 UTC: Scam'),
  ).toBeVisible();
  const items = within(card)
    .getAllByRole('listitem')
    .filter((li) => li.matches('.admin-thread-message'));
  expect(items.map((li) => li.querySelector('.admin-ad-text')!.textContent)).toEqual([
    'Is it available?',
    'Send Rs 10,000 advance to 8001234567 BOC <a href="x">here</a>',
    'Buy me a gift card',
  ]);
  // Text only: the markup a sender typed is no link.
  expect(within(card).queryByRole('link', { name: 'here' })).toBeNull();
  expect(within(card).getByText('Scam guard: advance payment, bank account')).toBeVisible();
  expect(within(items[2]!).getByText('Held for review')).toBeVisible();

  await user.click(within(card).getByRole('button', { name: 'Let it through' }));
  expect(await screen.findByText('The message reached its recipient.')).toBeVisible();
  // The list the page's loader answers again follows the notice.
  await waitFor(() => expect(within(card).queryByText('Held for review')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Block the seller' }));
  expect(
    await screen.findByText('The seller can no longer send in this conversation.'),
  ).toBeVisible();
  expect(await screen.findByText('The seller is blocked from sending.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Block the seller' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Dismiss the report' }));
  expect(await screen.findByText('No conversations are waiting for review.')).toBeVisible();
  const posts = calls.filter((call) => call.init?.method === 'POST');
  expect(posts.map((call) => call.route)).toEqual([
    'POST /api/admin/threads/t-1/messages/3/release',
    'POST /api/admin/threads/t-1/block_seller',
    'POST /api/admin/threads/t-1/dismiss',
  ]);
  for (const call of posts)
    expect(new Headers(call.init!.headers).get('x-csrf-token')).toBe('csrf-9');
});

test('in Sinhala and Tamil: the queue, the sides and the buttons', async () => {
  for (const [lang, heading, about, block, warning] of [
    ['si', 'වාර්තා කළ සංවාද', 'දැන්වීම: Honda Dio 2019', 'ගැනුම්කරු අවහිර කරන්න', 'කලින් ගෙවීම'],
    ['ta', 'முறைப்பாடு செய்யப்பட்ட உரையாடல்கள்', 'விளம்பரம்: Honda Dio 2019', 'வாங்குபவரைத் தடு', 'முற்பணம்'],
  ] as const) {
    signedInApi({ 'GET /api/admin/threads': () => jsonReply(200, { items: [reported] }) });
    const { unmount } = openAdminPage(lang);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    const card = await screen.findByRole('article', { name: about });
    expect(within(card).getByRole('button', { name: block })).toBeVisible();
    expect(within(card).getByText(new RegExp(warning))).toBeVisible();
    unmount();
    leaveServerMode();
  }
});

test('an answer the page cannot read says so in the moderator’s language; nothing breaks', async () => {
  for (const [lang, outdated, heading] of [
    ['en', 'This page is out of date. Reload it and try again.', 'Reported conversations'],
    ['si', 'මෙම පිටුව යල් පැන ගොස් ඇත. පිටුව නැවත පූරණය කර උත්සාහ කරන්න.', 'වාර්තා කළ සංවාද'],
  ] as const) {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInApi({
      // A thread without its messages, and a held ad whose vehicle is not one.
      'GET /api/admin/threads': () => jsonReply(200, { items: [{ ...reported, messages: null }] }),
      'GET /api/admin/held': () =>
        jsonReply(200, { items: [{ vehicle: { id: 7 }, heldAt: 'x' }], total: 1 }),
      // Every other answer is whole: the only notice is the unreadable answers'.
      'GET /api/admin/lease-rules': () => jsonReply(200, LOAN_TO_VALUE_RULES),
    });
    const { unmount } = openAdminPage(lang);
    expect(await screen.findByText(outdated)).toBeVisible();
    // The rest of the page still works.
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
    expect(screen.queryByRole('article', { name: /Honda Dio 2019/ })).toBeNull();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    unmount();
    leaveServerMode();
  }
});
