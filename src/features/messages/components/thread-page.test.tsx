import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { renderWithProviders } from '@/testing/render-app';
import { buildThreadInfo, buildThreadMessage } from '@/testing/message-fixtures';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { threadLoader } from '../api/thread-loader';
import { ThreadPage } from './thread-page';

registerMessagesTexts();
afterEach(leaveServerMode);

const ID = 'P'.repeat(22);
const TOKEN = 'k'.repeat(24);
const KEPT = 'bikebazaar.messageThreads_v1';

const conversation = {
  thread: buildThreadInfo({ id: ID }),
  messages: [buildThreadMessage(ID, 1, 'buyer', 'Is it still available?')],
};

/** The thread's API; the live stream stays open and says nothing. */
function fakeApi(answer: () => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/events')) {
      return new Response(new ReadableStream(), {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }
    if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
      return jsonReply(403, { code: 'forbidden', message: 'no' });
    }
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The conversation page opened from its link (`hash`: the #token), as a first load does it. */
async function openThread(hash = '') {
  const address = `/messages/${ID}${hash}`;
  window.history.replaceState(null, '', address);
  renderWithProviders(<ThreadPage threadId={ID} />, {
    route: `/messages/${ID}`,
    path: '/messages/:threadId',
    clientLoader: threadLoader,
  });
  await screen.findByRole('link', { name: 'Messages' });
}

test('a link with its token opens the conversation, and keeps it on this device', async () => {
  serveApi();
  fakeApi(() => jsonReply(200, conversation));
  await openThread(`#${TOKEN}`);
  const log = await screen.findByRole('list', { name: 'Messages in this conversation' });
  expect(within(log).getByText('Is it still available?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Honda Dio 2019' })).toBeInTheDocument();
  // Kept by an effect once the conversation has shown.
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(KEPT) ?? '[]')).toEqual([
      expect.objectContaining({ id: ID, token: TOKEN, vehicleId: 'honda-dio-1' }),
    ]),
  );
});

test('a link without a token, on a device that kept none, says it does not open the conversation', async () => {
  serveApi();
  const fetch = fakeApi(() => jsonReply(200, conversation));
  await openThread();
  expect(await screen.findByText(/This link does not open this conversation/)).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

test('when the server does not answer, Try again asks again and shows the conversation', async () => {
  serveApi();
  let online = false;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeApi(() => {
    if (!online) throw new TypeError('Failed to fetch');
    return jsonReply(200, conversation);
  });
  await openThread(`#${TOKEN}`);
  expect(await screen.findByText(/Could not load the conversation/)).toBeInTheDocument();
  online = true;
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
});

test('on a static host the page says conversations need the marketplace server', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  await openThread(`#${TOKEN}`);
  expect(screen.getByText(/Messages work on the BikeBazaar website only/)).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});
