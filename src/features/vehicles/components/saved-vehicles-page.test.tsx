import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { buildPartAd } from '@/testing/test-item';
import { buildAd } from '@/testing/test-vehicle';
import { savedLoader } from '../api/use-saved-vehicles';
import { SavedVehiclesPage } from './saved-vehicles-page';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

const SAVED = 'bikebazaar.saved_v1';

afterEach(leaveServerMode);

/** The saved page on its route, with its loader, as the app opens it; resolves once it shows. */
async function renderSaved(lang: 'en' | 'si' = 'en') {
  const view = renderWithProviders(<SavedVehiclesPage />, { lang, clientLoader: savedLoader });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

test('user sees the saved ads, newest first, and can remove one', async () => {
  localStorage.setItem(SAVED, JSON.stringify(['sample-vehicle-1', 'honda-dio-2022-colombo']));
  const user = userEvent.setup({ delay: null });
  await renderSaved();
  expect(screen.getByRole('heading', { level: 1, name: 'Saved ads' })).toBeInTheDocument();
  expect(screen.getByText('2 saved')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Saved ads' });
  expect(
    within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Honda Dio DX, first owner', 'Sample Vehicle 1 (Honda Dio)']);
  await user.click(
    screen.getByRole('button', { name: 'Remove Honda Dio DX, first owner from saved ads' }),
  );
  expect(screen.getByText('1 saved')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(localStorage.getItem(SAVED)).toBe('["sample-vehicle-1"]');
  // Focus moves on to the next Remove, not to the top of the page.
  expect(
    screen.getByRole('button', { name: 'Remove Sample Vehicle 1 (Honda Dio) from saved ads' }),
  ).toHaveFocus();
});

test('an ad that has gone says so and can be removed, in Sinhala too', async () => {
  localStorage.setItem(SAVED, JSON.stringify(['gone-ad']));
  const user = userEvent.setup({ delay: null });
  await renderSaved('si');
  expect(screen.getByText(/මෙම දැන්වීම තවදුරටත් නොමැත/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'තවදුරටත් නොමැති දැන්වීම ඉවත් කරන්න' }));
  expect(screen.getByText(/තවම සුරැකි දැන්වීම් නැත/)).toBeInTheDocument();
  expect(localStorage.getItem(SAVED)).toBe('[]');
});

test('an ad posted in this browser is listed', async () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'mine', title: 'My Dio' })]),
  );
  localStorage.setItem(SAVED, JSON.stringify(['mine']));
  await renderSaved();
  expect(screen.getByRole('heading', { level: 2, name: 'My Dio' })).toBeInTheDocument();
});

test('nothing saved shows how to save, with a link to the bikes', async () => {
  await renderSaved();
  expect(screen.getByText('0 saved')).toBeInTheDocument();
  expect(
    screen.getByText('No saved ads yet. Tap Save on an ad to keep it here.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all bikes' })).toHaveAttribute(
    'href',
    '/browse/all',
  );
});

test('a save in another tab shows at once', async () => {
  await renderSaved();
  localStorage.setItem(SAVED, JSON.stringify(['sample-vehicle-2']));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: SAVED })));
  expect(await screen.findByRole('heading', { level: 2, name: /Sample Vehicle 2/ })).toBeVisible();
});

test('served by the server, unknown ids are asked for: found, gone, or retried', async () => {
  serveApi();
  localStorage.setItem(SAVED, JSON.stringify(['offline', 'gone', 'remote']));
  let online = false;
  const fetchSpy = vi.fn(async (url: string) => {
    if (url.endsWith('/remote')) return Response.json(buildAd({ id: 'remote', title: 'Far Dio' }));
    if (url.endsWith('/offline') && !online) throw new TypeError('Failed to fetch');
    if (url.endsWith('/offline'))
      return Response.json(buildAd({ id: 'offline', title: 'Back Dio' }));
    return Response.json({ code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup({ delay: null });
  await renderSaved();
  expect(await screen.findByRole('heading', { level: 2, name: 'Far Dio' })).toBeInTheDocument();
  expect(await screen.findByText(/This ad is no longer available/)).toBeInTheDocument();
  expect(await screen.findByText(/Could not load this ad just now/)).toBeInTheDocument();
  expect(fetchSpy.mock.calls.map(([url]) => url).sort()).toEqual([
    '/api/vehicles/gone',
    '/api/vehicles/offline',
    '/api/vehicles/remote',
  ]);
  online = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Back Dio' })).toBeInTheDocument();
  // A retry asks the server again for every ad it lists, so each shows as it is now.
  expect(fetchSpy).toHaveBeenCalledTimes(6);
  expect(screen.getByRole('heading', { level: 2, name: 'Far Dio' })).toBeInTheDocument();
  expect(screen.queryByText(/Could not load this ad just now/)).not.toBeInTheDocument();
});

test('served by the server, an ad saved in another tab is asked for and shown', async () => {
  serveApi();
  const fetchSpy = vi.fn(async (url: string) =>
    Response.json(buildAd({ id: url.split('/').pop()!, title: 'Tab Dio' })),
  );
  vi.stubGlobal('fetch', fetchSpy);
  await renderSaved();
  expect(screen.getByText('0 saved')).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  localStorage.setItem(SAVED, JSON.stringify(['from-tab']));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: SAVED })));
  expect(await screen.findByRole('heading', { level: 2, name: 'Tab Dio' })).toBeVisible();
  expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/vehicles/from-tab']);
});

test('served by the server, saved parts and gear are looked up through the items API and shown as their cards', async () => {
  serveApi();
  // sp-001: the demo's sample parts keep their catalogue ids.
  localStorage.setItem(SAVED, JSON.stringify(['sp-001', 'part-pads-1', 'gear-gone-2']));
  const pads = buildPartAd();
  const fetchSpy = vi.fn(async (url: string) =>
    url.endsWith('/api/items/part-pads-1') || url.endsWith('/api/items/sp-001')
      ? Response.json({ ...pads, id: url.split('/').pop() })
      : Response.json({ code: 'gone' }, { status: 410 }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  const user = userEvent.setup({ delay: null });
  await renderSaved('si');
  const cards = await screen.findAllByRole('heading', { level: 2, name: 'Brake pads, Pulsar' });
  expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
    '/si/item/part-pads-1',
    '/si/item/sp-001',
  ]);
  expect(screen.getAllByText('රු. 2,500')).toHaveLength(2);
  expect(await screen.findByText(/මෙම දැන්වීම තවදුරටත් නොමැත/)).toBeInTheDocument();
  expect(fetchSpy.mock.calls.map(([url]) => url).sort()).toEqual([
    '/api/items/gear-gone-2',
    '/api/items/part-pads-1',
    '/api/items/sp-001',
  ]);
  await user.click(screen.getAllByRole('button', { name: /Brake pads, Pulsar/ })[0]!);
  expect(JSON.parse(localStorage.getItem(SAVED)!)).toEqual(['sp-001', 'gear-gone-2']);
});

test('on a static host a saved part id is gone, like a vehicle this browser does not have', async () => {
  localStorage.setItem(SAVED, JSON.stringify(['part-pads-1']));
  await renderSaved();
  expect(screen.getByText(/This ad is no longer available/)).toBeInTheDocument();
});
