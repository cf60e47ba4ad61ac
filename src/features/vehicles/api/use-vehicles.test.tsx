import { renderHook, waitFor } from '@testing-library/react';
import { keepPublishedAd, readOwnAds } from '@/lib/own-ads/store';
import { buildVehicle } from '@/testing/test-vehicle';
import { useVehicleAnywhere } from './use-vehicles';
import { serveApi, leaveServerMode } from '@/testing/server-mode';
import { vehicleLoader as loader } from '@/features/vehicles/api/page-loaders';
import { dataRouterWrapper } from '@/testing/render-app';

/** The ad's page opened within the app: its loader asks the server, as in the app. */
const onPage = (id: string) =>
  renderHook(() => useVehicleAnywhere(id), {
    wrapper: dataRouterWrapper({ route: `/vehicle/${id}`, path: '/vehicle/:id', loader }),
  });
const slow = { timeout: 10_000 };

const titles = () => readOwnAds().vehicles.map((vehicle) => vehicle.title);

function serverAnswers(respond: () => Response) {
  serveApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respond()),
  );
}

beforeEach(() => keepPublishedAd(buildVehicle({ id: 'ad-1', title: 'Posted here' }), null));
afterEach(leaveServerMode);

test('a published ad edited elsewhere shows the server’s copy, and this browser keeps it', async () => {
  serverAnswers(() => Response.json(buildVehicle({ id: 'ad-1', title: 'Edited elsewhere' })));
  const { result } = onPage('ad-1');
  await waitFor(() => expect(result.current?.vehicle?.title).toBe('Edited elsewhere'), slow);
  expect(titles()).toEqual(['Edited elsewhere']);
});

test('a published ad its owner deleted says so and leaves this browser’s ads', async () => {
  const gone = { reason: 'deleted', type: 'scooters', make: 'Honda' };
  serverAnswers(() => Response.json({ error: 'gone', message: 'Gone', gone }, { status: 410 }));
  const { result } = onPage('ad-1');
  await waitFor(() => expect(result.current?.gone?.reason).toBe('deleted'), slow);
  expect(result.current.vehicle).toBeNull();
  expect(titles()).toEqual([]);
});

test('a held ad is shown to its owner as held until the server lists it', async () => {
  keepPublishedAd(buildVehicle({ id: 'ad-2', title: 'Held here' }), null, 'wording');
  serverAnswers(() => Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 }));
  const first = onPage('ad-2');
  await waitFor(() => expect(first.result.current).toMatchObject({ held: true, gone: null }), slow);
  expect(vi.mocked(fetch)).toHaveBeenCalled();
  expect(first.result.current.vehicle?.title).toBe('Held here');
  first.unmount();

  serverAnswers(() => Response.json(buildVehicle({ id: 'ad-2', title: 'Held here' })));
  const approved = onPage('ad-2');
  await waitFor(() => expect(approved.result.current?.held).toBe(false), slow);
  await waitFor(() => expect(readOwnAds().held.has('ad-2')).toBe(false));
});
