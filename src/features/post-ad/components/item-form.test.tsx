import { screen, waitFor, within } from '@testing-library/react';
import { readManageToken } from '@/lib/own-ads/manage-tokens';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildAd } from '@/testing/test-vehicle';
import { fillRequired, setup } from './post-ad-page-harness';

vi.mock('../lib/process-image', () => ({
  isImageFile: (file: File) => file.type.startsWith('image/'),
  preloadImageCompressor: () => Promise.resolve({}),
  processImage: vi.fn(() => Promise.resolve('data:image/webp;base64,QUJD')),
}));

const TOKEN = 'T'.repeat(30);
const LOADED = { timeout: 10_000 };

afterEach(() => leaveServerMode());

type User = ReturnType<typeof setup>;

/** The post form on the marketplace server, with the kind chosen. */
async function openKind(kind: RegExp, lang: 'en' | 'si' | 'ta' = 'en') {
  serveApi();
  const user = setup(lang);
  await user.click(await screen.findByRole('radio', { name: kind }));
  // The part and gear form is its own chunk: wait for it (slow on a busy machine).
  await screen.findByRole(
    'group',
    { name: /^(About the (part|gear)|පාට් එක ගැන|ගියර් ගැන|பாகம் பற்றி|உபகரணம் பற்றி)$/ },
    LOADED,
  );
  return user;
}

/** What the fake server got: the form values of each POST /api/items. */
function fakeServer(answer: (values: Record<string, unknown>) => Response) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/items' && init?.method === 'POST') {
        const values = JSON.parse(String((init.body as FormData).get('ad'))) as Record<
          string,
          unknown
        >;
        posted.push(values);
        return answer(values);
      }
      return jsonReply(404, { error: { code: 'not_found', message: 'No' } });
    }),
  );
  return posted;
}

const storedPart = (values: Record<string, unknown>) => ({
  id: 'part-brake-pads-1',
  kind: 'part',
  title: values.title,
  price: 4500,
  brand: values.brand,
  description: null,
  location: 'Kandy',
  postedAt: '2026-11-28T10:00:00.000Z',
  phone: '0712345678',
  image: '',
  gallery: [],
  soldAt: null,
  category: values.category,
  condition: values.condition,
  partNumber: null,
  fitsAnyBike: false,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }],
  carriesNumber: values.carriesNumber,
});

async function fillShared(user: User) {
  await user.type(screen.getByLabelText(/^Ad title/), 'Brake pads for Pulsar 150');
  await user.type(screen.getByLabelText(/^Brand/), 'Bajaj');
  await user.type(screen.getByLabelText(/^Price/), '4500');
  await user.type(screen.getByLabelText(/^Location/), 'Kandy');
  await user.type(screen.getByLabelText(/^Phone/), '071 234 5678');
}

test('on a static host the form sells vehicles only, with no choice of kind', async () => {
  setup();
  expect(await screen.findByLabelText(/^Make/)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'What are you selling?' })).toBeNull();
  expect(screen.queryByRole('radio', { name: 'A spare part' })).toBeNull();
});

test('on the server the seller chooses the kind; a vehicle stays the default', async () => {
  serveApi();
  const user = setup();
  const group = await screen.findByRole('group', { name: 'What are you selling?' });
  expect(within(group).getByRole('radio', { name: 'A vehicle' })).toBeChecked();
  expect(screen.getByLabelText(/^Make/)).toBeInTheDocument();
  await user.click(within(group).getByRole('radio', { name: 'A spare part' }));
  expect(await screen.findByLabelText(/^Part number/, undefined, LOADED)).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Model year/)).toBeNull();
  await user.click(within(group).getByRole('radio', { name: 'Riding gear' }));
  expect(await screen.findByLabelText(/^Size/, undefined, LOADED)).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Part number/)).toBeNull();
});

test('an empty part form shows each missing field at the field, in English', async () => {
  const user = await openKind(/spare part/);
  fakeServer(() => jsonReply(500, {}));
  await user.click(await screen.findByRole('button', { name: 'Post Ad' }));
  const category = screen.getByLabelText(/^Category/);
  await waitFor(() => expect(category).toHaveFocus());
  expect(category).toHaveAccessibleDescription('Choose a category.');
  expect(screen.getByLabelText(/^Ad title/)).toHaveAccessibleDescription(
    /Enter a title, e\.g\. Brake pads for Pulsar 150\./,
  );
  expect(screen.getByLabelText(/^Brand/)).toHaveAccessibleDescription(/Enter the brand/);
  // The empty bike row: make and model are needed.
  expect(screen.getByRole('group', { name: 'Bike 1' })).toHaveTextContent(
    /Each bike needs a make and a model/,
  );
  expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
});

test('the part form speaks Sinhala: its labels and messages', async () => {
  const user = await openKind(/ස්පෙයා පාට්/, 'si');
  await user.click(await screen.findByRole('button', { name: 'දැන්වීම පළ කරන්න' }));
  expect(await screen.findByText('කාණ්ඩයක් තෝරන්න.')).toBeInTheDocument();
  expect(screen.getByText('සන්නාමය ඇතුළත් කරන්න, උදා: Bajaj.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'ඕනෑම බයික් එකකට ගැළපේ' })).toBeInTheDocument();
});

test('bike rows are added and removed; "fits any bike" needs none', async () => {
  const user = await openKind(/spare part/);
  await screen.findByRole('group', { name: 'Bike 1' });
  expect(screen.queryByRole('button', { name: 'Remove bike 1' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add a bike' }));
  await user.click(screen.getByRole('button', { name: 'Add a bike' }));
  expect(screen.getAllByRole('group', { name: /^Bike \d$/ })).toHaveLength(3);
  const second = screen.getByRole('group', { name: 'Bike 2' });
  await user.type(within(second).getByLabelText('Make'), 'Honda');
  await user.click(screen.getByRole('button', { name: 'Remove bike 1' }));
  expect(screen.getAllByRole('group', { name: /^Bike \d$/ })).toHaveLength(2);
  // The kept row moved up, with what was typed in it.
  expect(within(screen.getByRole('group', { name: 'Bike 1' })).getByLabelText('Make')).toHaveValue(
    'Honda',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Fits any bike' }));
  expect(screen.queryByRole('group', { name: /^Bike \d$/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Fits any bike' }));
  expect(screen.getAllByRole('group', { name: /^Bike \d$/ })).toHaveLength(1);
});

test('a part with its fitment is posted to the server; a numbered part needs the papers and is held', async () => {
  const user = await openKind(/spare part/);
  const posted = fakeServer((values) =>
    jsonReply(201, {
      ...storedPart(values),
      manageToken: TOKEN,
      status: 'held',
      heldBecause: 'papers',
    }),
  );
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'Engine');
  await fillShared(user);
  const bike = screen.getByRole('group', { name: 'Bike 1' });
  await user.type(within(bike).getByLabelText('Make'), 'Bajaj');
  await user.type(within(bike).getByLabelText('Model'), 'Pulsar 150');
  await user.type(within(bike).getByLabelText('From year'), '2012');
  await user.type(within(bike).getByLabelText('To year'), '2020');
  await user.click(screen.getByRole('checkbox', { name: /carries an engine or chassis number/ }));
  expect(screen.getByText(/waits for a check by our moderators/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(
    await screen.findByText('Confirm that you own this part and have its papers.'),
  ).toBeInTheDocument();
  expect(posted).toHaveLength(0);

  await user.click(screen.getByRole('checkbox', { name: 'I own this part and I have its papers' }));
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('button', { name: 'Posting…' })).toBeDisabled();
  expect(
    await screen.findByRole('heading', { name: 'Your ad is waiting for a check' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/carries an engine or chassis number, so our moderators/)).toBeVisible();
  expect(posted[0]).toMatchObject({
    kind: 'part',
    category: 'engine',
    condition: 'used',
    title: 'Brake pads for Pulsar 150',
    fitsAnyBike: false,
    fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
    carriesNumber: true,
    papersConfirmed: true,
  });
  // The manage link is offered once and kept in this browser.
  expect(readManageToken('part-brake-pads-1')).toBe(TOKEN);
  expect(screen.getByRole('link', { name: 'Open the manage page' })).toHaveAttribute(
    'href',
    `/manage/part-brake-pads-1#${TOKEN}`,
  );
});

test('a helmet needs an answer about the SLS mark (English and Tamil)', async () => {
  const user = await openKind(/Riding gear/);
  const posted = fakeServer(() => jsonReply(500, {}));
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'Helmets');
  expect(screen.getByRole('group', { name: /Does the helmet carry the SLS mark\?/ })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(
    await screen.findByText('Say whether the helmet carries the SLS mark.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Choose the helmet type.')).toBeInTheDocument();
  expect(screen.getByText('Choose a size from XS to XXL.')).toBeInTheDocument();
  expect(posted).toHaveLength(0);
  // Gloves have no helmet questions.
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Gloves');
  expect(screen.queryByRole('group', { name: /SLS mark/ })).toBeNull();
});

test('the SLS question and its message in Tamil', async () => {
  const user = await openKind(/ரைடிங் உபகரணம்/, 'ta');
  await user.selectOptions(await screen.findByLabelText(/^வகை/), 'ஹெல்மெட்டுகள்');
  await user.click(screen.getByRole('button', { name: /விளம்பர|வெளியிடு|Post/ }));
  expect(
    await screen.findByText('ஹெல்மெட்டில் SLS முத்திரை உள்ளதா என்பதைத் தெரிவு செய்யுங்கள்.'),
  ).toBeInTheDocument();
});

test('a helmet without the SLS mark is posted and the ad is live', async () => {
  const user = await openKind(/Riding gear/);
  const posted = fakeServer((values) =>
    jsonReply(201, {
      id: 'gear-helmet-1',
      kind: 'gear',
      title: values.title,
      price: null,
      brand: values.brand,
      description: null,
      location: 'Kandy',
      postedAt: '2026-11-28T10:00:00.000Z',
      phone: '0712345678',
      image: '',
      gallery: [],
      soldAt: null,
      category: 'helmets',
      condition: 'used',
      size: 'M',
      helmetCm: 58,
      helmetType: 'full',
      slsMark: false,
      manageToken: TOKEN,
      status: 'active',
      heldBecause: null,
    }),
  );
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'Helmets');
  await user.type(screen.getByLabelText(/^Ad title/), 'Full face helmet');
  await user.type(screen.getByLabelText(/^Brand/), 'Vega');
  await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
  await user.type(screen.getByLabelText(/^Location/), 'Kandy');
  await user.type(screen.getByLabelText(/^Phone/), '071 234 5678');
  await user.selectOptions(screen.getByLabelText(/^Size/), 'M');
  await user.type(screen.getByLabelText(/^Helmet size/), '58');
  await user.selectOptions(screen.getByLabelText(/^Helmet type/), 'Full face');
  await user.click(screen.getByRole('radio', { name: 'No SLS mark' }));
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your ad' })).toHaveAttribute(
    'href',
    '/item/gear-helmet-1',
  );
  expect(posted[0]).toMatchObject({
    kind: 'gear',
    category: 'helmets',
    size: 'M',
    helmetCm: '58',
    helmetType: 'full',
    slsMark: 'no',
    negotiable: true,
    price: '',
  });
});

test("the server's refusal shows in the visitor's language", async () => {
  const user = await openKind(/Riding gear/);
  fakeServer(() => jsonReply(429, { code: 'phone_limit', message: 'Too many' }));
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'Gloves');
  await user.type(screen.getByLabelText(/^Ad title/), 'Gloves');
  await user.type(screen.getByLabelText(/^Brand/), 'Fox');
  await user.type(screen.getByLabelText(/^Price/), '3000');
  await user.type(screen.getByLabelText(/^Location/), 'Kandy');
  await user.type(screen.getByLabelText(/^Phone/), '071 234 5678');
  await user.selectOptions(screen.getByLabelText(/^Size/), 'L');
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByText(/already posted 5 ads today/)).toBeInTheDocument();
});

test('on the server a vehicle ad can be posted with the number hidden ("Show my number")', async () => {
  serveApi();
  const user = setup();
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/vehicles' && init?.method === 'POST') {
        sent.push(init.body as FormData);
        return jsonReply(201, {
          ...buildAd({ id: 'honda-dio-1', phone: '' }),
          phoneHidden: true,
          manageToken: TOKEN,
          status: 'active',
          heldBecause: null,
        });
      }
      return jsonReply(404, { code: 'not_found', message: 'No' });
    }),
  );
  const show = await screen.findByRole('checkbox', { name: 'Show my phone number on the ad' });
  expect(show).toBeChecked();
  await fillRequired(user);
  await user.click(show);
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(sent[0]!.get('showPhone')).toBe('false');
});

/** Answers every post to `path` with `answer(count so far)`, keeping each post's Idempotency-Key. */
function recordPostKeys(path: string, answer: (count: number) => Response): (string | null)[] {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== path || init?.method !== 'POST') {
        return jsonReply(404, { code: 'not_found', message: 'No' });
      }
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      return answer(keys.length);
    }),
  );
  return keys;
}

test('Post again after a server error is the same post (one key); the next ad gets another', async () => {
  serveApi();
  const user = setup();
  const keys = recordPostKeys('/api/vehicles', (count) =>
    // A proxy's timeout: the server may have stored the ad.
    count === 1
      ? new Response('Gateway Time-out', { status: 504 })
      : jsonReply(201, {
          ...buildAd({ id: `honda-dio-${count}` }),
          manageToken: TOKEN,
          status: 'active',
          heldBecause: null,
        }),
  );
  await fillRequired(user);
  const postAd = screen.getByRole('button', { name: 'Post Ad' });
  await user.click(postAd);
  await waitFor(() => expect(postAd).toBeEnabled());
  expect(screen.queryByRole('heading', { name: 'Your ad is posted' })).not.toBeInTheDocument();
  await user.click(postAd);
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);

  await user.click(screen.getByRole('button', { name: 'Add Another' }));
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(keys[2]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a part posted again after a server error carries its first key', async () => {
  const user = await openKind(/A spare part/);
  const keys = recordPostKeys('/api/items', () =>
    jsonReply(503, { code: 'unavailable', message: 'Try later' }),
  );
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'brakes');
  await fillShared(user);
  await user.click(screen.getByRole('checkbox', { name: /fits any bike/i }));
  const postAd = screen.getByRole('button', { name: 'Post Ad' });
  await user.click(postAd);
  await waitFor(() => expect(keys).toHaveLength(1));
  await waitFor(() => expect(postAd).toBeEnabled());
  await user.click(postAd);
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
});

test('the static site has no "Show my number" choice', async () => {
  setup('si');
  expect(await screen.findByLabelText(/^ස්ථානය/)).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'දැන්වීමේ මගේ දුරකථන අංකය පෙන්වන්න' })).toBeNull();
});

/** Like fakeServer, with the whole multipart body of each POST /api/items. */
function fakeFormServer() {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/items' && init?.method === 'POST') {
        const form = init.body as FormData;
        sent.push(form);
        const values = JSON.parse(String(form.get('ad'))) as Record<string, unknown>;
        return jsonReply(201, {
          ...storedPart(values),
          ...(form.get('showPhone') === 'false' ? { phoneHidden: true } : {}),
          manageToken: TOKEN,
          status: 'active',
          heldBecause: null,
        });
      }
      return jsonReply(404, { code: 'not_found', message: 'No' });
    }),
  );
  return sent;
}

async function fillPart(user: User) {
  await user.selectOptions(await screen.findByLabelText(/^Category/), 'Brakes');
  await fillShared(user);
  await user.click(screen.getByRole('checkbox', { name: /Fits any bike/ }));
}

test('a part can be posted with the number hidden ("Show my number")', async () => {
  const user = await openKind(/spare part/);
  const sent = fakeFormServer();
  const show = screen.getByRole('checkbox', { name: 'Show my phone number on the ad' });
  expect(show).toBeChecked();
  expect(show).toHaveAccessibleDescription(/buyers can then only send you a message/);
  await fillPart(user);
  await user.click(show);
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.get('showPhone')).toBe('false');
});

test('left ticked, the number shows: nothing more is sent', async () => {
  const user = await openKind(/spare part/);
  const sent = fakeFormServer();
  await fillPart(user);
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(sent[0]!.get('showPhone')).toBeNull();
});

test.each([
  ['si', /ස්පෙයා පාට් එකක්/, 'දැන්වීමේ මගේ දුරකථන අංකය පෙන්වන්න'],
  ['ta', /உதிரிப் பாகம்/, 'விளம்பரத்தில் எனது தொலைபேசி இலக்கத்தைக் காட்டு'],
] as const)('in %s the part form offers "Show my number", ticked', async (lang, kind, label) => {
  await openKind(kind, lang);
  expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
});
