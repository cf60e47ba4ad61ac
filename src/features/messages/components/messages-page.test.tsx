import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { renderWithProviders } from '@/testing/render-app';
import { leaveServerMode, serveApi } from '@/testing/server-mode';
import { threadSummariesLoader } from '../api/summaries-loader';
import { MessagesPage } from './messages-page';

registerMessagesTexts();
afterEach(leaveServerMode);

const KEY = 'bikebazaar.messageThreads_v1';

const kept = (id: string, title: string, startedAt: number) => ({
  id: id.padEnd(22, 'x'),
  token: `token-${id}`.padEnd(24, 't'),
  vehicleId: `ad-${id}`,
  title,
  startedAt,
});

const summary = (id: string, unread: number, ended = false) => ({
  thread: {
    id,
    vehicleId: 'ad',
    title: 'ad',
    side: 'buyer',
    adStatus: 'active',
    endsAt: null,
    ended,
    reported: false,
    blocked: false,
  },
  unread,
});

async function renderPage(lang: 'en' | 'ta' = 'en') {
  const view = renderWithProviders(<MessagesPage />, { lang, clientLoader: threadSummariesLoader });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

test('served by the server, each kept conversation shows what is new; one kept in another tab is asked for', async () => {
  serveApi();
  const dio = kept('dio', 'Honda Dio', 2);
  const fz = kept('fz', 'Yamaha FZ', 1);
  localStorage.setItem(KEY, JSON.stringify([fz, dio]));
  const fetch = vi.fn(async (url: string) => {
    const id = decodeURIComponent(url.split('/').pop()!);
    if (id === fz.id) return Response.json({ code: 'server_error' }, { status: 500 });
    return Response.json(summary(id, id === dio.id ? 2 : 0, id !== dio.id));
  });
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await renderPage();
  const list = screen.getByRole('list', { name: 'Messages' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByRole('link', { name: 'Honda Dio' })).toBeInTheDocument();
  expect(await within(first!).findByText('2 unread')).toBeInTheDocument();
  expect(within(second!).getByText(/Could not check/)).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(2);

  const pcx = kept('pcx', 'Honda PCX', 3);
  localStorage.setItem(KEY, JSON.stringify([fz, dio, pcx]));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
  const newest = (await within(list).findAllByRole('listitem'))[0]!;
  expect(within(newest).getByRole('link', { name: 'Honda PCX' })).toBeInTheDocument();
  expect(await within(newest).findByText('Ended')).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: /Honda PCX/ }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toHaveLength(2);
});

test('on a static host the page says messages need the marketplace server, and asks nothing', async () => {
  localStorage.setItem(KEY, JSON.stringify([kept('dio', 'Honda Dio', 1)]));
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  await renderPage('ta');
  expect(screen.getByText(/உரையாடல்கள் BikeBazaar தளத்தில் மட்டுமே இயங்கும்/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Honda Dio' })).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});
