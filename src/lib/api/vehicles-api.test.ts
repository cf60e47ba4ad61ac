import { parseSearch } from '@/domain/vehicles/vehicle-search';
import { buildAd } from '@/testing/test-vehicle';
import { fetchVehiclePage } from './vehicles-api';

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'app-api';
  meta.content = '/api';
  document.head.append(meta);
});
afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );

test('a page keeps the ads the app can show and skips the others', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  answer({
    items: [buildAd({ id: 'good' }), { ...buildAd({ id: 'broken' }), price: 'cheap' }],
    total: 2,
    totalCapped: true,
    nextCursor: 'next',
    facets: { makes: ['Honda'], locations: ['Kandy'] },
  });
  const page = await fetchVehiclePage('all', parseSearch({}), null);
  expect(page.items.map((ad) => ad.id)).toEqual(['good']);
  expect(page).toMatchObject({
    total: 2,
    totalCapped: true,
    nextCursor: 'next',
    facets: { makes: ['Honda'], locations: ['Kandy'] },
  });
});

test('a server from before capped counts and facets is still read', async () => {
  answer({ items: [buildAd()], total: 1, nextCursor: null });
  const page = await fetchVehiclePage('all', parseSearch({}), null);
  expect(page).toMatchObject({ total: 1, totalCapped: false, nextCursor: null, facets: null });
});

test('an answer that is not a page is the app’s bad_response error', async () => {
  for (const body of [{ items: [] }, { items: 'none', total: 1, nextCursor: null }, null]) {
    answer(body);
    await expect(fetchVehiclePage('all', parseSearch({}), null)).rejects.toMatchObject({
      code: 'bad_response',
    });
  }
});
