import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
import { AdminPage } from './admin-page';
import { serveApi, leaveServerMode, jsonReply } from '@/testing/server-mode';

afterEach(leaveServerMode);

const reply = jsonReply;

function signedInApi(routes: Record<string, (init?: RequestInit) => Response>) {
  serveApi();
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const all: Record<string, (init?: RequestInit) => Response> = {
    'GET /api/admin/session': () =>
      reply(200, {
        moderator: 'Nimal',
        csrfToken: 'csrf-9',
        expiresAt: '2026-11-28T20:00:00.000Z',
      }),
    'GET /api/admin/reports': () => reply(200, { items: [] }),
    'GET /api/admin/log': () => reply(200, { items: [] }),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const route = all[`${init?.method ?? 'GET'} ${url}`];
      return route ? route(init) : reply(404, { code: 'not_found', message: 'no' });
    }),
  );
  return calls;
}

const copiedAd = {
  vehicle: buildVehicle({ id: 'ad-copy', title: 'Copied Pulsar', phone: '0722222222' }),
  heldAt: '2026-11-25T08:30:00.000Z',
  phrase: null,
  copied: {
    photo: `/photos/${'a'.repeat(32)}.webp`,
    vehicleId: 'ad-original',
    matchPhoto: `/photos/${'b'.repeat(32)}.webp`,
    distance: 3,
  },
};
const scamAd = {
  vehicle: buildVehicle({ id: 'ad-scam', title: 'Cheap FZ', description: 'advance payment first' }),
  heldAt: '2026-11-25T09:00:00.000Z',
  phrase: 'advance payment',
  copied: null,
};

test('held ads show why: the matched phrase, or both photos side by side with the distance', async () => {
  let held = [copiedAd, scamAd];
  const calls = signedInApi({
    'GET /api/admin/held': () => reply(200, { items: held, total: held.length }),
    'GET /api/admin/phrases': () => reply(200, { items: ['advance payment'] }),
    'POST /api/admin/held/ad-copy/reject': () => {
      held = [scamAd];
      return reply(200, { id: 'ad-copy', decision: 'reject' });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<AdminPage />);
  expect(await screen.findByText('Held ads: 2')).toBeInTheDocument();
  const copy = screen.getByRole('article', { name: 'Copied Pulsar' });
  expect(within(copy).getByText(/distance 3 of 64/)).toBeInTheDocument();
  expect(within(copy).getByText('Live ad ad-original')).toBeInTheDocument();
  const photos = within(copy)
    .getAllByRole('presentation')
    .map((img) => img.getAttribute('src'));
  expect(photos).toEqual([
    `/photos/${'a'.repeat(32)}-400.webp`,
    `/photos/${'b'.repeat(32)}-400.webp`,
  ]);
  const scam = screen.getByRole('article', { name: 'Cheap FZ' });
  expect(within(scam).getByText('Matched phrase: “advance payment”')).toBeInTheDocument();

  await user.type(within(copy).getByLabelText('Reason for the log (optional)'), 'stolen photo');
  await user.click(within(copy).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Rejected: the ad was removed.')).toBeInTheDocument();
  expect(await screen.findByText('Held ads: 1')).toBeInTheDocument();
  const sent = calls.find((call) => call.url === '/api/admin/held/ad-copy/reject')!;
  expect(new Headers(sent.init?.headers).get('x-csrf-token')).toBe('csrf-9');
  expect(JSON.parse(String(sent.init?.body))).toEqual({ reason: 'stolen photo' });
});

test('moderators add and remove scam phrases', async () => {
  let phrases = ['advance payment'];
  const calls = signedInApi({
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: phrases }),
    'POST /api/admin/phrases/add': (init) => {
      phrases = [...phrases, JSON.parse(String(init?.body)).phrase];
      return reply(200, { items: phrases });
    },
    'POST /api/admin/phrases/remove': () => {
      phrases = phrases.slice(1);
      return reply(200, { items: phrases });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<AdminPage />);
  expect(await screen.findByText('No ads are waiting for review.')).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'New phrase' }), 'bank slip');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Phrase added.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove “bank slip”' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove “advance payment”' }));
  expect(await screen.findByText('Phrase removed.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove “advance payment”' })).toBeNull();
  expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(2);
});

const HELD_TEXT = {
  si: {
    heading: 'පරීක්ෂාව සඳහා රඳවා ඇති දැන්වීම්',
    phrase: 'ගැළපුණු වාක්‍ය ඛණ්ඩය: “advance payment”',
    approve: 'අනුමත කරන්න',
    approved: 'අනුමත කළා: දැන්වීම දැන් ගැනුම්කරුවන්ට පෙනේ.',
    logged: 'රඳවා තිබූ දැන්වීම අනුමත කළා',
  },
  ta: {
    heading: 'பரிசீலனைக்காக நிறுத்தப்பட்ட விளம்பரங்கள்',
    phrase: 'பொருந்திய சொற்றொடர்: “advance payment”',
    approve: 'அங்கீகரி',
    approved: 'அங்கீகரிக்கப்பட்டது: விளம்பரம் இப்போது பட்டியலில் உள்ளது.',
    logged: 'நிறுத்திய விளம்பரத்தை அங்கீகரித்தார்',
  },
} as const;

for (const lang of ['si', 'ta'] as const) {
  const text = HELD_TEXT[lang];
  test(`in ${lang}: a held ad shows its phrase; Approve says so and the log shows it`, async () => {
    let held = [scamAd];
    const entry = {
      id: 7,
      action: 'approve',
      vehicleId: 'ad-scam',
      phone: null,
      moderator: 'Nimal',
      session: 'cd34',
      reason: '',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    signedInApi({
      'GET /api/admin/held': () => reply(200, { items: held, total: held.length }),
      'GET /api/admin/phrases': () => reply(200, { items: ['advance payment'] }),
      'GET /api/admin/log': () => reply(200, { items: held.length ? [] : [entry] }),
      'POST /api/admin/held/ad-scam/approve': () => {
        held = [];
        return reply(200, { id: 'ad-scam', decision: 'approve' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { lang });
    expect(
      await screen.findByRole('heading', { level: 2, name: text.heading }),
    ).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Cheap FZ' });
    expect(within(item).getByText(text.phrase)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: text.approve }));
    expect(await screen.findByText(text.approved)).toBeInTheDocument();
    expect(await screen.findByText(text.logged)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cheap FZ' })).toBeNull();
  });
}
