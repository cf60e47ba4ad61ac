import { parseItemSearch } from '@/domain/listings/item-search';
import { fetchItemPage, lookupItem } from './items-api';

const part = {
  kind: 'part',
  id: 'part-brake-pads-1',
  title: 'Brake pads',
  price: 2500,
  brand: 'Bajaj',
  description: null,
  location: 'Kandy',
  postedAt: '2026-11-28T10:00:00.000Z',
  phone: '077 123 4567',
  image: '',
  gallery: [],
  soldAt: null,
  category: 'brakes',
  condition: 'new',
  partNumber: null,
  fitsAnyBike: false,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }],
  carriesNumber: false,
};

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

test('asks the server for the view’s filters and keeps the ads it can show', async () => {
  const fetchSpy = vi.fn(async () =>
    Response.json({ items: [part, { kind: 'part', id: 'broken' }], total: 2, nextCursor: 'abc' }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const search = parseItemSearch('part', { fit: 'Bajaj|Pulsar 150|2018', brand: 'Bajaj' });
  const page = await fetchItemPage(search, 'xyz');
  expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toBe(
    '/api/parts?brand=Bajaj&fit=Bajaj%7CPulsar+150%7C2018&cursor=xyz',
  );
  expect(page.items.map((item) => item.id)).toEqual(['part-brake-pads-1']);
  expect(page).toMatchObject({ total: 2, nextCursor: 'abc' });
});

test('an unknown ad is null, a gone one says why', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { code: 'gone', message: 'gone', gone: { reason: 'sold', type: 'part', make: '' } },
        { status: 410 },
      ),
    ),
  );
  expect(await lookupItem('part-x')).toEqual({
    ad: null,
    gone: { reason: 'sold', type: 'part', make: '' },
  });
});

test('an answer that is not a page is the app’s bad_response error', async () => {
  const search = parseItemSearch('part', {});
  for (const body of [{ items: [] }, { items: [part], total: '1', nextCursor: null }]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );
    await expect(fetchItemPage(search, null)).rejects.toMatchObject({ code: 'bad_response' });
  }
});
