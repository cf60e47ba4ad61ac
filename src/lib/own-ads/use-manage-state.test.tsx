import { renderHook, waitFor } from '@testing-library/react';
import { buildAd } from '@/testing/test-vehicle';
import { rememberManageToken } from './manage-tokens';
import { addOwnAd, readOwnAds } from './store';
import { dataRouterWrapper } from '@/testing/render-app';
import { actOnOwnAd, manageLoader, useManageState } from './use-manage-state';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const titles = () => readOwnAds().vehicles.map((vehicle) => vehicle.title);

function serverAnswers(status: string, title: string) {
  serveApi();
  const vehicle = buildAd({ id: 'ad-1', title });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ vehicle, status, listed: status === 'active' })),
  );
}

beforeEach(() => {
  addOwnAd(buildAd({ id: 'ad-1', title: 'Posted here' }));
  rememberManageToken('ad-1', TOKEN);
});
afterEach(leaveServerMode);

/** The manage page's route, its loader run as the app runs it (the token this browser kept). */
const managePage = () =>
  dataRouterWrapper({ route: '/manage/ad-1', path: '/manage/:id', clientLoader: manageLoader });

test('opening the manage page brings the server’s copy into this browser', async () => {
  serverAnswers('active', 'Edited on another phone');
  const { result } = renderHook(() => useManageState(), { wrapper: managePage() });
  await waitFor(() => expect(result.current.load.kind).toBe('ready'));
  expect(titles()).toEqual(['Edited on another phone']);
});

test('an ad its owner deleted on another phone leaves this browser when managed', async () => {
  serverAnswers('deleted', 'Posted here');
  const { result } = renderHook(() => useManageState(), { wrapper: managePage() });
  await waitFor(() => expect(result.current.load.kind).toBe('ready'));
  expect(titles()).toEqual([]);
});

test('marking it sold or deleting it changes this browser’s copy too', async () => {
  serverAnswers('sold', 'Sold now');
  expect((await actOnOwnAd('ad-1', TOKEN, 'sold')).status).toBe('sold');
  expect(titles()).toEqual(['Sold now']);
  serverAnswers('deleted', 'Sold now');
  await actOnOwnAd('ad-1', TOKEN, 'delete');
  expect(titles()).toEqual([]);
});
