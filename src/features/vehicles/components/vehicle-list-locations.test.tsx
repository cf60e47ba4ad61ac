import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderList, setUpListPage } from './vehicle-list-testing';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd } from '@/testing/test-vehicle';
import { VehicleListPage } from './vehicle-list-page';

// The location filter of a list: long town lists, Sinhala names and order, search in any script.
setUpListPage();

test('hundreds of towns: the first 40 show, the rest behind Show all, search finds any', async () => {
  const user = userEvent.setup({ delay: null });
  const ads = Array.from({ length: 120 }, (_, i) =>
    buildAd({ id: `town-${i}`, location: `Town ${String(i).padStart(3, '0')}` }),
  );
  localStorage.setItem('userVehicles_v1', JSON.stringify(ads));
  renderList('/browse/scooters');
  const locations = screen.getByRole('group', { name: 'Location' });
  expect(within(locations).getAllByRole('checkbox')).toHaveLength(40);
  const total = within(locations).getByRole('button', { name: /^Show all \(\d+\)$/ });
  const n = Number(total.textContent!.replace(/\D/g, ''));
  expect(n).toBeGreaterThanOrEqual(120);
  await user.click(total);
  expect(within(locations).getAllByRole('checkbox')).toHaveLength(n);
  await user.click(within(locations).getByRole('button', { name: 'Show fewer' }));
  await user.type(within(locations).getByRole('searchbox'), 'Town 119');
  expect(within(locations).getAllByRole('checkbox')).toHaveLength(1);
  await user.click(within(locations).getByRole('checkbox', { name: 'Town 119' }));
  await user.clear(within(locations).getByRole('searchbox'));
  // A checked town past the first 40 stays in view.
  expect(within(locations).getByRole('checkbox', { name: 'Town 119' })).toBeChecked();
  expect(within(locations).getAllByRole('checkbox')).toHaveLength(41);
}, 20_000);

test('in Sinhala towns read in Sinhala, and the location search finds them by either name', async () => {
  const user = userEvent.setup({ delay: null });
  renderList('/browse/scooters', 'si');
  const locations = screen.getByRole('group', { name: 'ස්ථානය' });
  expect(within(locations).getByRole('checkbox', { name: 'කොළඹ' })).toBeInTheDocument();
  const search = within(locations).getByRole('searchbox');
  await user.type(search, 'මහනු');
  expect(
    within(locations)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent),
  ).toEqual(['මහනුවර']);
  await user.clear(search);
  await user.type(search, 'kandy');
  expect(within(locations).getByRole('checkbox', { name: 'මහනුවර' })).toBeInTheDocument();
  await user.click(within(locations).getByRole('checkbox', { name: 'මහනුවර' }));
  await user.click(screen.getByRole('button', { name: 'පෙරහන් යොදන්න' }));
  for (const card of screen.getAllByRole('listitem')) expect(card).toHaveTextContent('මහනුවර');
});

test('in Sinhala the town filter of all bikes lists its towns in Sinhala alphabet order', () => {
  renderWithProviders(<VehicleListPage type="all" />, { route: '/browse/all', lang: 'si' });
  const locations = screen.getByRole('group', { name: 'ස්ථානය' });
  const towns = within(locations)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent!.trim());
  expect(towns.length).toBeGreaterThan(10);
  // The order itself is places.test.ts's: this is the filter using it.
  expect(towns.slice(0, 3)).toEqual(['අනුරාධපුරය', 'අම්පාර', 'කළුතර']);
  expect(towns).toEqual([...towns].sort());
});

test('the location search finds a town by part of its name, in either script or as spoken', async () => {
  const user = userEvent.setup({ delay: null });
  renderList('/browse/scooters');
  const locations = screen.getByRole('group', { name: 'Location' });
  const search = within(locations).getByRole('searchbox', { name: 'Search locations' });
  for (const [typed, town, not] of [
    ['kan', 'Kandy', 'Colombo'],
    ['කොළඹ', 'Colombo', 'Kandy'],
    ['கொழும்பு', 'Colombo', 'Kandy'],
    ['kolamba', 'Colombo', 'Kandy'],
  ] as const) {
    await user.clear(search);
    await user.type(search, typed);
    expect(within(locations).getByRole('checkbox', { name: town })).toBeInTheDocument();
    expect(within(locations).queryByRole('checkbox', { name: not })).not.toBeInTheDocument();
  }
  await user.clear(search);
  await user.type(search, 'zzz');
  expect(within(locations).getByText('No matching locations')).toBeInTheDocument();
}, 20_000);
