import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAd } from '@/testing/test-vehicle';
import { STORAGE_KEYS } from '../storage';
import { addOwnAd } from './store';
import { useOwnAds } from './use-own-ads';

const KEY = STORAGE_KEYS.userVehicles;
const ad = (id: string) => buildAd({ id, title: `Bike ${id}` });

function Ads() {
  const { vehicles, skipped, corrupt, published } = useOwnAds();
  return (
    <>
      <p>
        {vehicles.length} ads, {skipped} skipped{corrupt ? ', corrupt' : ''}, {published.size}{' '}
        published
      </p>
      <ul>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>{vehicle.title}</li>
        ))}
      </ul>
      <button onClick={() => addOwnAd(ad(`new-${vehicles.length}`))}>Add</button>
    </>
  );
}

test('user can add an ad and sees it at once', async () => {
  render(<Ads />);
  expect(screen.getByText('0 ads, 0 skipped, 0 published')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByText('1 ads, 0 skipped, 0 published')).toBeInTheDocument();
  expect(screen.getByText('Bike new-0')).toBeInTheDocument();
});

test('an ad written by another tab appears through the storage event', () => {
  render(<Ads />);
  act(() => {
    localStorage.setItem(KEY, JSON.stringify([ad('other-tab')]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  });
  expect(screen.getByText('Bike other-tab')).toBeInTheDocument();
});

test('an ad another tab published shows as published through the storage event', () => {
  addOwnAd(ad('mine'));
  render(<Ads />);
  act(() => {
    localStorage.setItem(STORAGE_KEYS.publishedAds, JSON.stringify(['mine']));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.publishedAds }));
  });
  expect(screen.getByText('1 ads, 0 skipped, 1 published')).toBeInTheDocument();
});

test('a page opened later sees what another tab wrote while no page was reading', () => {
  const { unmount } = render(<Ads />);
  unmount();
  localStorage.setItem(KEY, JSON.stringify([ad('meanwhile')]));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  render(<Ads />);
  expect(screen.getByText('Bike meanwhile')).toBeInTheDocument();
});

test('corrupt and partly invalid storage still renders', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, JSON.stringify([ad('ok'), { id: 'broken' }]));
  const { unmount } = render(<Ads />);
  expect(screen.getByText('1 ads, 1 skipped, 0 published')).toBeInTheDocument();
  unmount();
  localStorage.setItem(KEY, '{oops');
  render(<Ads />);
  expect(screen.getByText('0 ads, 0 skipped, corrupt, 0 published')).toBeInTheDocument();
});

test('bad published ids and manage tokens never hide or lose the ads', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, JSON.stringify([ad('kept')]));
  localStorage.setItem(STORAGE_KEYS.publishedAds, '{not a list');
  localStorage.setItem(STORAGE_KEYS.manageTokens, '[1,2]');
  render(<Ads />);
  expect(screen.getByText('1 ads, 0 skipped, 0 published')).toBeInTheDocument();
  expect(screen.getByText('Bike kept')).toBeInTheDocument();
});
