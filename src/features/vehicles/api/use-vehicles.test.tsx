import { renderHook, waitFor } from '@testing-library/react';
import { keepPublishedAd, readOwnAds } from '@/lib/own-ads/store';
import { buildVehicle } from '@/testing/test-vehicle';
import { useVehicleAnywhere } from './use-vehicles';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

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
  const { result } = renderHook(() => useVehicleAnywhere('ad-1'));
  expect(result.current.vehicle?.title).toBe('Posted here');
  await waitFor(() => expect(result.current.vehicle?.title).toBe('Edited elsewhere'));
  expect(titles()).toEqual(['Edited elsewhere']);
});

test('a published ad its owner deleted says so and leaves this browser’s ads', async () => {
  const gone = { reason: 'deleted', type: 'scooters', make: 'Honda' };
  serverAnswers(() => Response.json({ error: 'gone', message: 'Gone', gone }, { status: 410 }));
  const { result } = renderHook(() => useVehicleAnywhere('ad-1'));
  await waitFor(() => expect(result.current.gone?.reason).toBe('deleted'));
  expect(result.current.vehicle).toBeNull();
  expect(titles()).toEqual([]);
});

test('a held ad is shown to its owner as held until the server lists it', async () => {
  keepPublishedAd(buildVehicle({ id: 'ad-2', title: 'Held here' }), null, 'wording');
  serverAnswers(() => Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 }));
  const first = renderHook(() => useVehicleAnywhere('ad-2'));
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  expect(first.result.current).toMatchObject({ held: true, gone: null });
  expect(first.result.current.vehicle?.title).toBe('Held here');
  first.unmount();

  serverAnswers(() => Response.json(buildVehicle({ id: 'ad-2', title: 'Held here' })));
  const approved = renderHook(() => useVehicleAnywhere('ad-2'));
  await waitFor(() => expect(approved.result.current.held).toBe(false));
  await waitFor(() => expect(readOwnAds().held.has('ad-2')).toBe(false));
});
