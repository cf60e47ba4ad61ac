import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { buildPartAd } from '@/testing/test-item';
import { buildAd } from '@/testing/test-vehicle';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { newestAdsLoader } from '../api/use-new-counts';
import { SavedSearchesPage } from './saved-searches-page';

registerSparePartsTexts();
registerBikerGearTexts();
import { serveApi, leaveServerMode } from '@/testing/server-mode';

const KEY = 'bikebazaar.savedSearches_v1';
const LAST_VISIT = Date.parse('2030-01-01T00:00:00Z');

afterEach(leaveServerMode);

function store(...queries: string[]) {
  const searches = queries.map((query, index) => ({
    id: `s${index}`,
    type: 'scooters',
    query,
    savedAt: LAST_VISIT,
    seenAt: LAST_VISIT,
  }));
  localStorage.setItem(KEY, JSON.stringify(searches));
}

/** The page on its route, with its loader, as the app opens it; resolves once it shows. */
async function renderPage(lang: 'en' | 'si' | 'ta' = 'en') {
  const view = renderWithProviders(<SavedSearchesPage />, { lang, clientLoader: newestAdsLoader });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

test('user sees what is new in each saved search since the last visit, and removes one', async () => {
  store('make=Honda', 'make=Yamaha');
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'mine', postedAt: '2030-02-01T00:00:00.000Z' })]),
  );
  const user = userEvent.setup({ delay: null });
  await renderPage();
  const items = screen.getAllByRole('listitem');
  expect(within(items[0]!).getByRole('heading', { name: 'Scooters · Honda' })).toBeInTheDocument();
  expect(within(items[0]!).getByText('1 new since your last visit')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Nothing new since your last visit')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
    'href',
    '/browse/scooters?make=Honda',
  );
  // This visit is the next "last visit", stored by an effect once the page has shown.
  await waitFor(() => {
    const stored = JSON.parse(localStorage.getItem(KEY)!) as { seenAt: number }[];
    expect(Math.abs(stored[0]!.seenAt - Date.now())).toBeLessThan(60_000);
  });
  await user.click(
    screen.getByRole('button', { name: 'Remove the saved search Scooters · Yamaha' }),
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

test('served by the marketplace server, the new ads are counted from the API', async () => {
  serveApi();
  store('priceMax=200000');
  const fetch = vi.fn(async (_url: string) =>
    Response.json({
      items: [
        buildAd({ id: 'a', postedAt: '2030-03-01T00:00:00.000Z' }),
        buildAd({ id: 'b', postedAt: '2030-02-01T00:00:00.000Z' }),
        buildAd({ id: 'c', postedAt: '2029-01-01T00:00:00.000Z' }),
      ],
      total: 3,
      nextCursor: null,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  await renderPage('si');
  expect(await screen.findByText('ඔබ අවසන් වරට පැමිණි පසු අලුත් දැන්වීම් 2ක්')).toBeInTheDocument();
  const url = new URL(fetch.mock.calls[0]![0], 'http://x');
  expect(url.pathname).toBe('/api/vehicles');
  expect(url.searchParams.get('priceMax')).toBe('200000');
  expect(url.searchParams.get('type')).toBe('scooters');
});

test('served by the server, a search saved in another tab is counted, and the others keep their count for this visit', async () => {
  serveApi();
  store('priceMax=200000');
  const fetch = vi.fn(async (_url: string) =>
    Response.json({
      items: [buildAd({ id: 'a', postedAt: '2030-03-01T00:00:00.000Z' })],
      total: 1,
      nextCursor: null,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  await renderPage();
  expect(await screen.findByText('1 new since your last visit')).toBeInTheDocument();
  // Another tab saves a search, kept with the visits this page has already stored.
  const stored = JSON.parse(localStorage.getItem(KEY)!) as object[];
  const added = {
    id: 'tab',
    type: 'motorcycles',
    query: '',
    savedAt: LAST_VISIT,
    seenAt: LAST_VISIT,
  };
  localStorage.setItem(KEY, JSON.stringify([...stored, added]));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  await waitFor(() => expect(screen.getAllByText('1 new since your last visit')).toHaveLength(2));
  expect(
    fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('type')),
  ).toEqual(['scooters', 'scooters', 'motorcycles']);
});

test('with nothing saved the page says how to save a search', async () => {
  await renderPage('ta');
  expect(screen.getByText(/இன்னும் சேமித்த தேடல்கள் இல்லை/)).toBeInTheDocument();
});

test('a saved price range reads as the spec writes vehicle prices, in each language', async () => {
  store('priceMin=100000&priceMax=1250000', 'priceMax=200000');
  const { unmount } = await renderPage();
  expect(
    screen.getByRole('heading', { name: 'Scooters · Rs: 100,000 – Rs: 1,250,000' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Scooters · Any – Rs: 200,000' })).toBeInTheDocument();
  unmount();
  await renderPage('si');
  expect(screen.getByRole('heading', { name: /රු\. 100,000 – රු\. 1,250,000$/ })).toBeInTheDocument();
});

test('a saved parts search is named in the parts view words, opens that view and counts new parts from /api/parts', async () => {
  serveApi();
  localStorage.setItem(
    KEY,
    JSON.stringify([
      {
        id: 'p1',
        type: 'part',
        query: 'category=brakes&brand=Bajaj&fit=Bajaj%7CPulsar+150%7C2018',
        savedAt: LAST_VISIT,
        seenAt: LAST_VISIT,
      },
      { id: 'g1', type: 'gear', query: 'category=helmets&sls=1', savedAt: 1, seenAt: 1 },
    ]),
  );
  const fetch = vi.fn(async (url: string) =>
    Response.json({
      items: url.includes('/api/parts')
        ? [
            { ...part, id: 'part-new', postedAt: '2030-02-01T00:00:00.000Z' },
            { ...part, id: 'part-old', postedAt: '2029-02-01T00:00:00.000Z' },
          ]
        : [],
      total: 2,
      nextCursor: null,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  await renderPage();
  const [parts, gear] = screen.getAllByRole('listitem');
  expect(
    within(parts!).getByRole('heading', {
      name: 'Spare Parts · Brakes · Bajaj · Fits Pulsar 150 (2018)',
    }),
  ).toBeInTheDocument();
  expect(within(parts!).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
    'href',
    '/?view=spare-parts&category=brakes&brand=Bajaj&fit=Bajaj%7CPulsar+150%7C2018',
  );
  expect(await within(parts!).findByText('1 new since your last visit')).toBeInTheDocument();
  expect(
    within(gear!).getByRole('heading', { name: 'Biker Gear · Helmets · SLS mark' }),
  ).toBeInTheDocument();
  expect(await within(gear!).findByText('Nothing new since your last visit')).toBeInTheDocument();
  const asked = fetch.mock.calls.map(([url]) => new URL(url, 'http://x'));
  expect([...new Set(asked.map((url) => url.pathname))].sort()).toEqual([
    '/api/gear',
    '/api/parts',
  ]);
  expect(asked.find((url) => url.pathname === '/api/parts')!.searchParams.get('fit')).toBe(
    'Bajaj|Pulsar 150|2018',
  );
});

const part = buildPartAd({ title: 'Brake pads' });
