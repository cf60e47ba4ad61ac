import { act, renderHook, waitFor } from '@testing-library/react';
import { emptyVehicleSearch } from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { addOwnAd } from '@/lib/own-ads/store';
import type { PageData } from '@/lib/page-data';
import { dataRouterWrapper } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
import { useVehicleListing } from './use-vehicle-listing';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

const { sort, ...filters } = emptyVehicleSearch;
const ad = (id: string, day: number) =>
  buildVehicle({
    id,
    type: 'sport',
    postedAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`,
  });
const local = [ad('sample', 1)];
const unfiltered = (vehicles: readonly Vehicle[]) => [...vehicles];

afterEach(leaveServerMode);

function listing(own: Vehicle[] = [], data: PageData = {}, url = '/browse/sport') {
  own.forEach((vehicle) => addOwnAd(vehicle));
  const wrapper = dataRouterWrapper({ route: url, pageData: data });
  return renderHook(() => useVehicleListing('sport', filters, sort, local, unfiltered), {
    wrapper,
  });
}

test('rendered by the server for this URL: its first page from the first render, not fetched again', async () => {
  serveApi();
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  const page = {
    items: [ad('s1', 20)],
    total: 40,
    totalCapped: false,
    nextCursor: 'c1',
    facets: null,
  };
  const { result } = listing([], { listing: { url: '/browse/sport', page } });
  expect(result.current.vehicles.map((v) => v.id)).toEqual(['s1']);
  expect(result.current.total).toBe(40);
  await act(async () => {});
  expect(fetchSpy).not.toHaveBeenCalled();
  // Another URL's data is not this list's.
  const other = listing([], { listing: { url: '/browse/sport?make=Honda', page } });
  expect(other.result.current.vehicles).toEqual(local);
});

test('on a static host the list is the local one and nothing is fetched', () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  const { result } = listing();
  expect(result.current.vehicles).toEqual(local);
  expect(result.current.total).toBe(1);
  expect(result.current.loadMore).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('served by the server: its first page from the loader, its total plus own unpublished ads, more on demand', async () => {
  serveApi();
  const fetchSpy = vi.fn(async (url: string) => {
    expect(new URL(url, 'http://x').searchParams.get('cursor')).toBe('c1');
    return Response.json({ items: [ad('s3', 10)], total: 3, nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchSpy);
  const mine = ad('mine', 19);
  const page = {
    items: [ad('s1', 20), ad('s2', 18)],
    total: 3,
    totalCapped: false,
    nextCursor: 'c1',
    facets: null,
  };
  const { result } = listing([mine], { listing: { url: '/browse/sport', page } });
  await waitFor(() =>
    expect(result.current.vehicles.map((v) => v.id)).toEqual(['s1', 'mine', 's2']),
  );
  expect(result.current.total).toBe(4);
  // The first page is the loader's: nothing asked for it.
  expect(fetchSpy).not.toHaveBeenCalled();

  act(() => result.current.loadMore!());
  await waitFor(() =>
    expect(result.current.vehicles.map((v) => v.id)).toEqual(['s1', 'mine', 's2', 's3']),
  );
  expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/vehicles?type=sport&sort=newest&cursor=c1');
  expect(result.current.loadMore).toBeNull();
});

test('a loader the server did not answer leaves the local list, says so, and can ask again', async () => {
  serveApi();
  let answer: PageData = { unanswered: true };
  const { result } = renderHook(
    () => useVehicleListing('sport', filters, sort, local, unfiltered),
    {
      wrapper: dataRouterWrapper({
        route: '/browse/sport',
        pageData: answer,
        answer: () => answer,
      }),
    },
  );
  await waitFor(() => expect(result.current.failed).toBe('first'));
  expect(result.current.vehicles).toEqual(local);
  const page = {
    items: [ad('s1', 20)],
    total: 1,
    totalCapped: false,
    nextCursor: null,
    facets: null,
  };
  answer = { listing: { url: '/browse/sport', page } };
  act(() => result.current.retry!());
  await waitFor(() => expect(result.current.vehicles.map((v) => v.id)).toEqual(['s1']));
  expect(result.current.failed).toBeNull();
});
