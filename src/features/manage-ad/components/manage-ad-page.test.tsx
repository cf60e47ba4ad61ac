import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildManageState, openManagePage } from '../testing';
import { serveApi, jsonReply } from '@/testing/server-mode';

const TOKEN = 'A'.repeat(24);

beforeEach(() => {
  serveApi();
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const reply = jsonReply;

const state = buildManageState;

/** The manage API of one ad: answers by method and path; a wrong token gets 403. */
function fakeManageApi(shown: Record<string, unknown> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
        return reply(403, { code: 'forbidden', message: 'no' });
      }
      const route = `${init?.method ?? 'GET'} ${url}`;
      if (route === 'GET /api/vehicles/ad-1/manage') return reply(200, state(shown));
      if (route === 'POST /api/vehicles/ad-1/renew') {
        return reply(200, state({ expiresAt: '2026-12-05T00:00:00.000Z' }));
      }
      if (route === 'POST /api/vehicles/ad-1/sold') return reply(200, state({ status: 'sold' }));
      if (route === 'POST /api/vehicles/ad-1/relist') return reply(200, state());
      if (route === 'DELETE /api/vehicles/ad-1') {
        return reply(200, state({ status: 'deleted', listed: false }));
      }
      return reply(404, { code: 'not_found', message: 'no' });
    }),
  );
}

test('in Sinhala: a link with a wrong secret manages nothing and says so', async () => {
  fakeManageApi();
  openManagePage(`/si/manage/ad-1#${'x'.repeat(24)}`, 'si');
  expect(await screen.findByText(/මෙම සබැඳියෙන් මෙම දැන්වීම කළමනාකරණය කළ නොහැක/)).toBeInTheDocument();
});

test('in Sinhala: renew, mark sold and delete, each saying what it did', async () => {
  fakeManageApi();
  const user = userEvent.setup({ delay: null });
  openManagePage(`/si/manage/ad-1#${TOKEN}`, 'si');
  expect(await screen.findByText('2026-12-01 දක්වා විකිණීමට ඇත.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'දැන්වීම වෙනස් කරන්න' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'දින 5කට අලුත් කරන්න' }));
  // A status of its own: the buyers' messages below have one while they load.
  expect(
    await screen.findByText('අලුත් කළා: 2026-12-05 දක්වා විකිණීමට ඇත.', {
      selector: '[role="status"]',
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('2026-12-05 දක්වා විකිණීමට ඇත.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'විකිණූ බව සලකුණු කරන්න' }));
  await user.click(screen.getByRole('button', { name: 'ඔව්, විකිණුවා' }));
  await screen.findByRole('heading', { level: 2, name: 'විකිණී ඇත' });
  expect(screen.queryByRole('button', { name: 'විකිණූ බව සලකුණු කරන්න' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'දැන්වීම මකන්න' }));
  await user.click(screen.getByRole('button', { name: 'ඔව්, මකන්න' }));
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'දැන්වීම මකන්න' })).toBeNull());
});

test('before its last days an ad cannot be renewed yet, and the page says when it can', async () => {
  fakeManageApi({ canRenew: false, lifetimeDays: 60 });
  openManagePage(`/manage/ad-1#${TOKEN}`, 'en');
  expect(await screen.findByRole('button', { name: 'Renew for 60 days' })).toBeDisabled();
  expect(screen.getByText('You can renew it in its last 7 days.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark as sold' })).toBeEnabled();
});

test('back from an edit, the page says the changes are saved and offers the edit again', async () => {
  fakeManageApi();
  openManagePage(`/manage/ad-1#${TOKEN}`, 'en', { edited: true });
  expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Edit ad' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/manage\/ad-1\/edit/),
  );
  expect(screen.getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
});

test('in Tamil and Sinhala: an ad held for the moderators says so, not "cannot connect"', async () => {
  fakeManageApi({ status: 'held', listed: false });
  const { unmount } = openManagePage(`/ta/manage/ad-1#${TOKEN}`, 'ta');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'பரிசீலனையில் உள்ளது' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/BikeBazaar உடன் இணைய முடியவில்லை/)).toBeNull();
  unmount();
  openManagePage(`/si/manage/ad-1#${TOKEN}`, 'si');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'පරීක්ෂාවට රඳවා ඇත' }),
  ).toBeInTheDocument();
});

test('in Tamil: a held ad shows it is under review, with Edit and Delete, never "cannot reach"', async () => {
  fakeManageApi({ status: 'held', listed: false });
  openManagePage(`/ta/manage/ad-1#${TOKEN}`, 'ta');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'பரிசீலனையில் உள்ளது' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/எமது மேற்பார்வையாளர்கள் இந்த விளம்பரத்தைச் சரிபார்ப்பார்கள்/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'விளம்பரத்தைத் திருத்த' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'விளம்பரத்தை நீக்கு' })).toBeInTheDocument();
  expect(screen.queryByText(/BikeBazaar உடன் இணைய முடியவில்லை/)).toBeNull();
});

test('mark as sold asks first; "Not yet" changes nothing, and a sold ad can be put back on sale', async () => {
  fakeManageApi();
  const user = userEvent.setup({ delay: null });
  openManagePage(`/manage/ad-1#${TOKEN}`, 'en');
  await user.click(await screen.findByRole('button', { name: 'Mark as sold' }));
  const ask = screen.getByRole('alertdialog', { name: /Mark this ad as sold\?/ });
  await user.click(within(ask).getByRole('button', { name: 'Not yet' }));
  // Nothing but reads (the ad, and its buyers' messages below it).
  expect(
    vi
      .mocked(fetch)
      .mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
      .filter((call) => !call.startsWith('GET /api/vehicles/ad-1/threads')),
  ).toEqual(['GET /api/vehicles/ad-1/manage']);
  expect(screen.getByRole('heading', { level: 2, name: 'For sale' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark as sold' }));
  await user.click(screen.getByRole('button', { name: 'Yes, it is sold' }));
  await screen.findByRole('heading', { level: 2, name: 'Sold' });
  await user.click(screen.getByRole('button', { name: 'Put back on sale' }));
  expect(await screen.findByText('Back on sale: buyers can call you again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'For sale' })).toBeInTheDocument();
});
