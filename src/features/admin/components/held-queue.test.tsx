import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildVehicle } from '@/testing/test-vehicle';
import { openAdminPage } from '../testing';
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
  id: 'ad-copy',
  kind: 'vehicle',
  vehicle: buildVehicle({ id: 'ad-copy', title: 'Copied Pulsar', phone: '0722222222' }),
  item: null,
  papers: false,
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
  id: 'ad-scam',
  kind: 'vehicle',
  vehicle: buildVehicle({ id: 'ad-scam', title: 'Cheap FZ', description: 'advance payment first' }),
  item: null,
  papers: false,
  heldAt: '2026-11-25T09:00:00.000Z',
  phrase: 'advance payment',
  copied: null,
};

test('held ads show why: the matched phrase, or both photos side by side with the distance', async () => {
  let held = [copiedAd, scamAd];
  const calls = signedInApi({
    'GET /api/admin/held': () => reply(200, { items: held, total: held.length }),
    'GET /api/admin/phrases': () => reply(200, { items: ['advance payment'], holding: [] }),
    'POST /api/admin/held/ad-copy/reject': () => {
      held = [scamAd];
      return reply(200, { id: 'ad-copy', decision: 'reject' });
    },
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage();
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
    'GET /api/admin/phrases': () => reply(200, { items: phrases, holding: [] }),
    'POST /api/admin/phrases/add': (init) => {
      phrases = [...phrases, JSON.parse(String(init?.body)).phrase];
      return reply(200, { items: phrases, holding: [] });
    },
    'POST /api/admin/phrases/remove': () => {
      phrases = phrases.slice(1);
      return reply(200, { items: phrases, holding: [] });
    },
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage();
  expect(await screen.findByText('No ads are waiting for review.')).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'New phrase' }), 'bank slip');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Phrase added.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Remove “bank slip”' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove “advance payment”' }));
  expect(await screen.findByText('Phrase removed.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Remove “advance payment”' })).toBeNull(),
  );
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
      'GET /api/admin/phrases': () => reply(200, { items: ['advance payment'], holding: [] }),
      'GET /api/admin/log': () => reply(200, { items: held.length ? [] : [entry] }),
      'POST /api/admin/held/ad-scam/approve': () => {
        held = [];
        return reply(200, { id: 'ad-scam', decision: 'approve' });
      },
    });
    const user = userEvent.setup({ delay: null });
    openAdminPage(lang);
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

const heldEngine = {
  id: 'part-engine-1',
  kind: 'part',
  vehicle: null,
  item: {
    id: 'part-engine-1',
    kind: 'part',
    title: 'Complete engine, CT100',
    brand: 'Bajaj',
    price: 85000,
    location: 'Kandy',
    phone: '0771234567',
    description: 'Runs well',
    image: '',
    partNumber: 'EN-100',
    carriesNumber: true,
    category: 'engine',
    condition: 'used',
    fitsAnyBike: false,
    fitment: [{ make: 'Bajaj', model: 'CT100', yearFrom: 2015, yearTo: 2020 }],
    postedAt: '2026-11-26T08:00:00.000Z',
    gallery: [],
    soldAt: null,
  },
  papers: true,
  heldAt: '2026-11-26T08:30:00.000Z',
  phrase: null,
  copied: null,
};

test.each([
  [
    'en',
    'Approve',
    /Carries an engine or chassis number/,
    'Spare part · Bajaj · Part number: EN-100',
  ],
  ['si', 'අනුමත කරන්න', /එන්ජින් හෝ චැසි අංකයක්/, 'අමතර කොටස · Bajaj · කොටසේ අංකය: EN-100'],
  ['ta', 'அங்கீகரி', /எஞ்சின் அல்லது சேசிஸ் இலக்கம்/, 'உதிரிப் பாகம் · Bajaj · பாக இலக்கம்: EN-100'],
] as const)(
  'in %s a held engine part shows its papers confirmation and is approved like a vehicle',
  async (lang, approve, papers, line) => {
    let held: unknown[] = [heldEngine];
    const calls = signedInApi({
      'GET /api/admin/held': () => reply(200, { items: held, total: held.length }),
      'GET /api/admin/phrases': () => reply(200, { items: [], holding: [] }),
      'POST /api/admin/held/part-engine-1/approve': () => {
        held = [];
        return reply(200, { id: 'part-engine-1', decision: 'approve' });
      },
    });
    const user = userEvent.setup({ delay: null });
    openAdminPage(lang);
    const card = await screen.findByRole('article', { name: 'Complete engine, CT100' });
    expect(within(card).getByText(papers)).toBeInTheDocument();
    expect(within(card).getByText(line)).toBeInTheDocument();
    expect(within(card).getByText(/Rs\. 85,000|රු\. 85,000|ரூ\. 85,000/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: approve }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/held/part-engine-1/approve')).toBe(true),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Complete engine, CT100' })).toBeNull(),
    );
  },
);

test('a reported helmet ad is in the reports queue and hidden like a vehicle', async () => {
  const helmetAd = {
    id: 'gear-helmet-1',
    kind: 'gear',
    vehicle: null,
    item: {
      id: 'gear-helmet-1',
      kind: 'gear',
      title: 'Helmet, barely used',
      brand: 'Bajaj',
      price: 12000,
      location: 'Kandy',
      phone: '0771234567',
      description: null,
      image: '',
      gallery: [],
      postedAt: '2026-11-26T08:00:00.000Z',
      soldAt: null,
      category: 'helmets',
      condition: 'used',
      size: 'M',
      helmetCm: null,
      helmetType: 'full',
      slsMark: true,
    },
    status: 'active',
    hidden: false,
    listed: true,
    phoneBlocked: false,
    openReports: 2,
    reasons: { fraud: 2 },
    reports: [
      { reason: 'fraud', note: 'deposit first', createdAt: '2026-11-26T09:00:00.000Z', open: true },
    ],
  };
  const calls = signedInApi({
    'GET /api/admin/reports': () => reply(200, { items: [helmetAd] }),
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: [], holding: [] }),
    'POST /api/admin/vehicles/gear-helmet-1/hide': () =>
      reply(200, { ...helmetAd, hidden: true, openReports: 0, reasons: {} }),
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage();
  const card = await screen.findByRole('article', { name: 'Helmet, barely used' });
  expect(within(card).getByText('Riding gear · Bajaj')).toBeInTheDocument();
  expect(within(card).getByText('deposit first')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Open the ad' })).toHaveAttribute(
    'href',
    '/item/gear-helmet-1',
  );
  await user.click(within(card).getByRole('button', { name: 'Hide' }));
  await vi.waitFor(() =>
    expect(calls.some((call) => call.url === '/api/admin/vehicles/gear-helmet-1/hide')).toBe(true),
  );
});

test.each([
  [
    'en',
    'Holds messages: “advance payment”',
    'Messages that use “advance payment” now wait for review.',
  ],
  ['si', 'පණිවිඩ රඳවයි: “advance payment”', '“advance payment” ඇති පණිවිඩ දැන් පරීක්ෂාව සඳහා රැඳේ.'],
  [
    'ta',
    'தகவல்களை நிறுத்தும்: “advance payment”',
    '“advance payment” உள்ள தகவல்கள் இனி பரிசீலனைக்காகக் காத்திருக்கும்.',
  ],
] as const)('in %s a moderator marks a phrase to hold messages', async (lang, label, done) => {
  let holding = ['western union'];
  const calls = signedInApi({
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () =>
      reply(200, { items: ['advance payment', 'western union'], holding }),
    'POST /api/admin/phrases/hold': (init) => {
      const body = JSON.parse(String(init?.body)) as { phrase: string; holds: boolean };
      holding = body.holds ? [...holding, body.phrase] : holding.filter((p) => p !== body.phrase);
      return reply(200, { items: ['advance payment', 'western union'], holding });
    },
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage(lang);
  const box = await screen.findByRole('checkbox', { name: label });
  expect(box).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /“western union”/ })).toBeChecked();
  await user.click(box);
  expect(await screen.findByText(done)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
  const sent = calls.find((call) => call.url === '/api/admin/phrases/hold')!;
  expect(JSON.parse(String(sent.init?.body))).toEqual({ phrase: 'advance payment', holds: true });
  expect(new Headers(sent.init?.headers).get('x-csrf-token')).toBe('csrf-9');
});

test('a hold switch the server refuses goes back to how it was', async () => {
  const calls = signedInApi({
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: ['advance payment'], holding: [] }),
    'POST /api/admin/phrases/hold': () => reply(404, { code: 'not_found', message: 'gone' }),
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage();
  const box = await screen.findByRole('checkbox', { name: 'Holds messages: “advance payment”' });
  await user.click(box);
  await vi.waitFor(() =>
    expect(calls.some((call) => call.url === '/api/admin/phrases/hold')).toBe(true),
  );
  await vi.waitFor(() => expect(box).not.toBeChecked());
  expect(box).toBeEnabled();
});
