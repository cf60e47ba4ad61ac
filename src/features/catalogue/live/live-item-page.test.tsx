import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GearAd, ItemAd, PartAd } from '@/domain/listings/item-schema';
import { parseHomeView } from '@/config/paths';
import type { PageLoader } from '@/lib/page-data';
import { renderWithProviders } from '@/testing/render-app';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import BikerGearPage from '../configs/biker-gear';
import SparePartsPage from '../configs/spare-parts';
import { LiveView } from './live-view';

const common = {
  price: 2500,
  description: null,
  location: 'Kandy',
  postedAt: '2026-11-20T10:00:00.000Z',
  phone: '0771234567',
  image: '',
  gallery: [],
  soldAt: null,
};

const part = (id: string, patch: Partial<PartAd> = {}): PartAd => ({
  ...common,
  kind: 'part',
  id,
  title: `Part ${id}`,
  brand: 'Bajaj',
  category: 'brakes',
  condition: 'new',
  partNumber: null,
  fitsAnyBike: false,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }],
  carriesNumber: false,
  ...patch,
});

const helmet = (id: string, patch: Partial<GearAd> = {}): GearAd => ({
  ...common,
  kind: 'gear',
  id,
  title: `Helmet ${id}`,
  brand: 'Studds',
  category: 'helmets',
  condition: 'used',
  size: 'M',
  helmetCm: null,
  helmetType: 'full',
  slsMark: false,
  ...patch,
});

/** As the home page's loader reads a parts or gear view: its first page, from the API. */
const loader: PageLoader = async ({ url, source }) => {
  const kind = parseHomeView(url.searchParams.get('view')) === 'biker-gear' ? 'gear' : 'part';
  const page = await source.listItems(kind, url.searchParams);
  return { data: { items: { url: url.pathname + url.search, page } } };
};

type Page = { items: ItemAd[]; total: number; nextCursor: string | null };

/** The fake API answers each list request with the next page given; the URLs are kept. */
function fakeApi(...pages: Page[]) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return jsonReply(200, pages[Math.min(urls.length, pages.length) - 1]);
  });
  vi.stubGlobal('fetch', fetch);
  return urls;
}

// The list's API code loads with its first request: loaded once here, so no test waits for it.
beforeAll(() => Promise.all([import('@/lib/api/items-api'), LiveView.load()]));
beforeEach(() => serveApi());
/** A busy machine renders a page of cards slowly. */
const slow = { timeout: 5_000 };
afterEach(() => {
  leaveServerMode();
  localStorage.clear();
}, 20_000);

test('on the server the parts view lists live ads with their true count, linked to their pages, with no sample rating or seller badge', async () => {
  const urls = fakeApi({
    items: [part('p-1', { title: 'Brake pads, Pulsar' }), part('p-2', { price: null })],
    total: 2,
    nextCursor: null,
  });
  renderWithProviders(<SparePartsPage />, { loader, route: '/?view=spare-parts' });
  expect(await screen.findByRole('heading', { name: '2 items' }, slow)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Brake pads, Pulsar' })).toHaveAttribute(
    'href',
    '/item/p-1',
  );
  expect(screen.getByText('Rs. 2,500')).toBeInTheDocument();
  expect(screen.getByText('Negotiable')).toBeInTheDocument();
  expect(screen.getAllByText('Fits: Bajaj Pulsar 150 2012–2020')).toHaveLength(2);
  expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  expect(screen.queryByText('Verified seller')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
  expect(urls[0]!.pathname).toBe('/api/parts');
}, 20_000);

test('a buyer sets My bike once; the cards say which parts are listed for it and "Fits my bike" narrows the list', async () => {
  const user = userEvent.setup({ delay: null });
  const urls = fakeApi(
    {
      items: [part('p-1'), part('p-2', { title: 'Dio belt', fitment: [], fitsAnyBike: false })],
      total: 2,
      nextCursor: null,
    },
    { items: [part('p-1')], total: 1, nextCursor: null },
  );
  renderWithProviders(<SparePartsPage />, { loader, route: '/?view=spare-parts' });
  await screen.findByRole('heading', { name: '2 items' }, slow);
  expect(screen.queryByRole('checkbox', { name: /Fits my/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Set my bike' }));
  await user.click(screen.getByRole('button', { name: 'Save my bike' }));
  expect(screen.getByText('Enter the make, e.g. Bajaj.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Make'), 'Bajaj');
  await user.type(screen.getByLabelText('Model'), 'Pulsar 150');
  await user.type(screen.getByLabelText('Year'), '2018');
  await user.click(screen.getByRole('button', { name: 'Save my bike' }));

  // Saving turns the filter on: the server is asked for parts listed for the bike.
  expect(await screen.findByRole('heading', { name: '1 item' }, slow)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Fits my Pulsar 150 (2018)' })).toBeChecked();
  expect(urls.at(-1)!.searchParams.get('fit')).toBe('Bajaj|Pulsar 150|2018');
  expect(screen.getByText('Listed for your Pulsar 150 (2018)')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('bikebazaar.myBike_v1')!)).toEqual({
    make: 'Bajaj',
    model: 'Pulsar 150',
    year: 2018,
  });
}, 20_000);

test('a part not listed for the stored bike says so, and a tampered stored bike counts as none', async () => {
  localStorage.setItem(
    'bikebazaar.myBike_v1',
    JSON.stringify({ make: 'Honda', model: 'Dio', year: 2015 }),
  );
  fakeApi({
    items: [part('p-1'), part('p-2', { title: 'Any-bike mirror', fitsAnyBike: true, fitment: [] })],
    total: 2,
    nextCursor: null,
  });
  const { unmount } = renderWithProviders(<SparePartsPage />, {
    loader,
    route: '/?view=spare-parts',
  });
  const pulsar = (await screen.findByRole('link', { name: 'Part p-1' }, slow)).closest('article')!;
  expect(within(pulsar).getByText('Not listed for your Dio (2015)')).toBeInTheDocument();
  const mirror = screen.getByRole('link', { name: 'Any-bike mirror' }).closest('article')!;
  expect(within(mirror).getByText('Fits any bike')).toBeInTheDocument();
  expect(within(mirror).getByText('Listed for your Dio (2015)')).toBeInTheDocument();
  unmount();

  localStorage.setItem('bikebazaar.myBike_v1', JSON.stringify({ make: 'Honda', year: 'soon' }));
  renderWithProviders(<SparePartsPage />, { loader, route: '/?view=spare-parts' });
  await screen.findByRole('link', { name: 'Part p-1' }, slow);
  expect(screen.queryByText(/listed for your/i)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Set my bike' })).toBeInTheDocument();
}, 20_000);

test('a helmet without the SLS mark says so in Sinhala and Tamil, and the gear view narrows to SLS-marked helmets', async () => {
  const user = userEvent.setup({ delay: null });
  const urls = fakeApi(
    {
      items: [helmet('h-1'), helmet('h-2', { title: 'Marked helmet', slsMark: true })],
      total: 2,
      nextCursor: null,
    },
    {
      items: [helmet('h-2', { title: 'Marked helmet', slsMark: true })],
      total: 1,
      nextCursor: null,
    },
  );
  renderWithProviders(<BikerGearPage />, { loader, route: '/?view=biker-gear', lang: 'si' });
  const unmarked = (await screen.findByRole('link', { name: 'Helmet h-1' }, slow)).closest(
    'article',
  )!;
  expect(
    within(unmarked).getByText('SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ'),
  ).toBeInTheDocument();
  const marked = screen.getByRole('link', { name: 'Marked helmet' }).closest('article')!;
  expect(within(marked).queryByText(/SLS සලකුණ නැත/)).not.toBeInTheDocument();
  expect(within(marked).getByText('SLS සලකුණ ඇත')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'SLS සලකුණ ඇති හෙල්මට් පමණක්' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Helmet h-1' })).toBeNull(), slow);
  const asked = urls.at(-1)!;
  expect(asked.pathname).toBe('/api/gear');
  expect(asked.searchParams.get('sls')).toBe('1');
  expect(asked.searchParams.get('category')).toBe('helmets');
}, 20_000);

test('in Tamil the warning reads naturally', async () => {
  fakeApi({ items: [helmet('h-1')], total: 1, nextCursor: null });
  renderWithProviders(<BikerGearPage />, { loader, route: '/?view=biker-gear', lang: 'ta' });
  expect(
    await screen.findByText('SLS முத்திரை இல்லை: இலங்கையில் வீதிப் பாவனைக்கு அல்ல', {}, slow),
  ).toBeInTheDocument();
}, 20_000);

test('More ads, a link to the next page, fetches it after the cursor here and keeps the first', async () => {
  const user = userEvent.setup({ delay: null });
  const urls = fakeApi(
    { items: [part('p-1'), part('p-2')], total: 3, nextCursor: 'next-1' },
    { items: [part('p-3')], total: 3, nextCursor: null },
  );
  renderWithProviders(<SparePartsPage />, { loader, route: '/?view=spare-parts&condition=new' });
  expect(await screen.findByRole('heading', { name: '3 items' }, slow)).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  const more = screen.getByRole('link', { name: 'More ads' });
  // Without JavaScript (and for a search engine) it opens the next page as the server renders it.
  expect(more).toHaveAttribute('href', '/?view=spare-parts&condition=new&after=next-1');
  await user.click(more);
  const added = await screen.findByRole('link', { name: 'Part p-3' }, slow);
  expect(screen.getAllByRole('article')).toHaveLength(3);
  // The page stays; focus goes to the first card it added.
  await waitFor(() => expect(added).toHaveFocus());
  expect(screen.queryByRole('link', { name: 'More ads' })).not.toBeInTheDocument();
  expect(urls[1]!.searchParams.get('cursor')).toBe('next-1');
  expect(urls[1]!.searchParams.get('condition')).toBe('new');

  // Another sort is another list: its first page, from the server.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
  await waitFor(() => expect(urls).toHaveLength(3), slow);
  expect(urls[2]!.searchParams.get('sort')).toBe('price-asc');
  expect(urls[2]!.searchParams.get('cursor')).toBeNull();
}, 20_000);

test('a later page (`after` in its address) starts from its cursor and links to the one after', async () => {
  const urls = fakeApi({
    items: [part('p-5', { title: 'Later part' })],
    total: 30,
    nextCursor: 'c-3',
  });
  renderWithProviders(<SparePartsPage />, {
    loader,
    route: '/si/?view=spare-parts&brand=Bajaj&after=c-2',
    lang: 'si',
  });
  expect(await screen.findByRole('link', { name: 'Later part' }, slow)).toBeInTheDocument();
  expect(urls[0]!.searchParams.get('cursor')).toBe('c-2');
  expect(urls[0]!.searchParams.get('brand')).toBe('Bajaj');
  expect(screen.getByRole('link', { name: 'තවත් දැන්වීම්' })).toHaveAttribute(
    'href',
    '/si/?view=spare-parts&brand=Bajaj&after=c-3',
  );
}, 20_000);

test('the page the server rendered is the list at once: no request for it', async () => {
  const urls = fakeApi({ items: [], total: 0, nextCursor: null });
  renderWithProviders(<SparePartsPage />, {
    route: '/?view=spare-parts&brand=Bajaj',
    pageData: {
      items: {
        url: '/?view=spare-parts&brand=Bajaj',
        page: { items: [part('p-9', { title: 'Rendered part' })], total: 41, nextCursor: 'c' },
      },
    },
  });
  expect(screen.getByRole('heading', { name: '41 items' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rendered part' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Bajaj');
  await Promise.resolve();
  expect(urls).toHaveLength(0);
}, 20_000);

test('a list that cannot be loaded says so and tries again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      fail
        ? jsonReply(503, { code: 'unavailable', message: 'down' })
        : jsonReply(200, { items: [part('p-1')], total: 1, nextCursor: null }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(<SparePartsPage />, { loader, route: '/?view=spare-parts' });
  expect(await screen.findByText('The ads could not be loaded.', {}, slow)).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: '1 item' }, slow)).toBeInTheDocument();
}, 20_000);

test('a town and price range from a BikeBot link show as filters, each removable', async () => {
  const user = userEvent.setup({ delay: null });
  const urls = fakeApi({ items: [helmet('h-1')], total: 1, nextCursor: null });
  renderWithProviders(<BikerGearPage />, {
    loader,
    route: '/?view=biker-gear&category=helmets&priceMax=15000&location=Kandy',
  });
  await screen.findByRole('heading', { name: '1 item' }, slow);
  expect(urls[0]!.searchParams.get('location')).toBe('Kandy');
  const also = screen.getByRole('group', { name: 'Also filtered by' });
  expect(within(also).getByRole('button', { name: 'Remove Up to Rs. 15,000' })).toBeVisible();
  await user.click(within(also).getByRole('button', { name: 'Remove Kandy' }));
  await waitFor(() => expect(urls).toHaveLength(2), slow);
  expect(urls[1]!.searchParams.get('location')).toBeNull();
  expect(urls[1]!.searchParams.get('priceMax')).toBe('15000');
  // The chip goes as the page's loader answers and the address changes.
  await waitFor(() =>
    expect(within(also).queryByRole('button', { name: 'Remove Kandy' })).not.toBeInTheDocument(),
  );
}, 20_000);

test('Save on a part card keeps it in the saved list; Save this search keeps the parts search', async () => {
  const user = userEvent.setup({ delay: null });
  fakeApi({ items: [part('part-pads-1', { title: 'Brake pads' })], total: 1, nextCursor: null });
  renderWithProviders(<SparePartsPage />, {
    loader,
    route: '/?view=spare-parts&category=brakes&sort=price-asc',
  });
  const save = await screen.findByRole('button', { name: 'Save Brake pads' }, slow);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(save).toHaveTextContent('Saved');
  expect(JSON.parse(localStorage.getItem('bikebazaar.saved_v1')!)).toEqual(['part-pads-1']);

  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  // The store loads on the first save.
  expect(await screen.findByText(/Search saved/)).toBeInTheDocument();
  const stored = JSON.parse(localStorage.getItem('bikebazaar.savedSearches_v1')!) as object[];
  // The sort is not part of a saved search.
  expect(stored).toMatchObject([{ type: 'part', query: 'category=brakes' }]);
}, 20_000);

test('the gear view saves its search as a gear search, in Tamil too', async () => {
  const user = userEvent.setup({ delay: null });
  fakeApi({ items: [helmet('gear-h-1')], total: 1, nextCursor: null });
  renderWithProviders(<BikerGearPage />, {
    loader,
    route: '/?view=biker-gear&category=helmets&sls=1',
    lang: 'ta',
  });
  await user.click(await screen.findByRole('button', { name: 'இந்தத் தேடலைச் சேமி' }, slow));
  await vi.waitFor(() =>
    expect(localStorage.getItem('bikebazaar.savedSearches_v1')).not.toBeNull(),
  );
  const stored = JSON.parse(localStorage.getItem('bikebazaar.savedSearches_v1')!) as object[];
  expect(stored).toMatchObject([{ type: 'gear', query: 'category=helmets&sls=1' }]);
  expect(
    screen.getByRole('button', { name: 'Helmet gear-h-1 விளம்பரத்தைச் சேமி' }),
  ).toBeInTheDocument();
}, 20_000);
