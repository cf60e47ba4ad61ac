import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdStoreProvider, resetAdStoreCache, useAdStore } from './ad-store';
import { buildAd } from '@/testing/test-vehicle';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.userVehicles;
const ad = (id: string) => buildAd({ id, title: `Bike ${id}` });

function Ads() {
  const { vehicles, skipped, corrupt, addVehicle } = useAdStore();
  return (
    <>
      <p>
        {vehicles.length} ads, {skipped} skipped{corrupt ? ', corrupt' : ''}
      </p>
      <ul>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>{vehicle.title}</li>
        ))}
      </ul>
      <button onClick={() => addVehicle(ad(`new-${vehicles.length}`))}>Add</button>
    </>
  );
}

beforeEach(() => resetAdStoreCache());

test('the hook throws a clear error outside its provider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Ads />)).toThrow('useAdStore must be used inside <AdStoreProvider>');
});

test('user can add an ad and sees it at once', async () => {
  render(
    <AdStoreProvider>
      <Ads />
    </AdStoreProvider>,
  );
  expect(screen.getByText('0 ads, 0 skipped')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByText('1 ads, 0 skipped')).toBeInTheDocument();
  expect(screen.getByText('Bike new-0')).toBeInTheDocument();
});

test('an ad written by another tab appears through the storage event', () => {
  render(
    <AdStoreProvider>
      <Ads />
    </AdStoreProvider>,
  );
  act(() => {
    localStorage.setItem(KEY, JSON.stringify([ad('other-tab')]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  });
  expect(screen.getByText('Bike other-tab')).toBeInTheDocument();
});

test('corrupt and partly invalid storage still renders', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, JSON.stringify([ad('ok'), { id: 'broken' }]));
  const { unmount } = render(
    <AdStoreProvider>
      <Ads />
    </AdStoreProvider>,
  );
  expect(screen.getByText('1 ads, 1 skipped')).toBeInTheDocument();
  unmount();
  localStorage.setItem(KEY, '{oops');
  resetAdStoreCache();
  render(
    <AdStoreProvider>
      <Ads />
    </AdStoreProvider>,
  );
  expect(screen.getByText('0 ads, 0 skipped, corrupt')).toBeInTheDocument();
});
