import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Language } from '@/i18n/languages';
import type { PageData } from '@/lib/page-data';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd, buildVehicle } from '@/testing/test-vehicle';
import { ComparePage } from './compare-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderCompare(route: string, lang: Language = 'en', data?: PageData) {
  return renderWithProviders(
    <>
      <ComparePage />
      <Address />
    </>,
    { route, lang, pageData: data },
  );
}

const table = () => screen.getByRole('table');
const row = (label: RegExp) => within(table()).getByRole('row', { name: label });

test('two ads side by side: price in Rs:, links to each ad, differing rows marked in words', () => {
  renderCompare('/compare?ids=sample-vehicle-1,sample-vehicle-2');
  expect(screen.getByRole('heading', { level: 1, name: 'Compare ads' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'The ads side by side' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sample Vehicle 1 (Honda Dio)' })).toHaveAttribute(
    'href',
    '/vehicle/sample-vehicle-1',
  );
  expect(screen.getByRole('link', { name: 'Sample Vehicle 2 (Yamaha FZ)' })).toHaveAttribute(
    'href',
    '/vehicle/sample-vehicle-2',
  );
  const price = row(/^Price/);
  expect(within(price).getByText('Rs: 450,000')).toBeInTheDocument();
  expect(within(price).getByText('Negotiable')).toBeInTheDocument();
  expect(within(price).getByRole('rowheader')).toHaveTextContent('Price≠ Differs');
  expect(within(row(/^Engine capacity/)).getByText('149 cc')).toBeInTheDocument();
  // Both are used: the same condition is not marked.
  expect(within(row(/^Condition/)).getByRole('rowheader')).toHaveTextContent(/^Condition$/);
  expect(screen.queryByRole('row', { name: /^Price check/ })).not.toBeInTheDocument();
});

test('Remove drops the column from the address and from this browser’s list', async () => {
  localStorage.setItem('bikebazaar.compare_v1', '["sample-vehicle-1","sample-vehicle-2"]');
  const user = userEvent.setup({ delay: null });
  renderCompare('/compare?ids=sample-vehicle-1,sample-vehicle-2');
  await user.click(
    screen.getByRole('button', { name: 'Remove Sample Vehicle 1 (Honda Dio) from the comparison' }),
  );
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
    '/compare?ids=sample-vehicle-2',
  );
  expect(within(table()).getAllByRole('columnheader')).toHaveLength(1);
  expect(localStorage.getItem('bikebazaar.compare_v1')).toBe('["sample-vehicle-2"]');
});

test('an unknown id on a static host and a sold ad from the server each say so in their column', () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'mine', title: 'My Dio' })]),
  );
  renderCompare('/compare?ids=mine,nope');
  expect(screen.getByRole('link', { name: 'My Dio' })).toBeInTheDocument();
  expect(screen.getByText('This ad is no longer available')).toBeInTheDocument();

  const sold = { reason: 'sold' as const, type: 'scooters', make: 'Honda' };
  const listedSold = buildVehicle({ id: 'late', title: 'Late Dio' });
  renderCompare('/compare?ids=gone-sold,late', 'en', {
    compare: {
      ads: [
        { id: 'gone-sold', vehicle: null, gone: sold },
        { id: 'late', vehicle: { ...listedSold, soldAt: '2026-11-20T10:00:00.000Z' }, gone: null },
      ],
    },
  });
  expect(screen.getByText('This vehicle has been sold.')).toBeInTheDocument();
  expect(screen.getAllByText('Sold')).toHaveLength(2);
});

test.each([
  ['a,b,c,d', 'A comparison holds at most 3 ads, and this link names more.'],
  ['a,b,a', 'This link names the same ad more than once.'],
  ['a,<b>', 'This link names something that is not an ad.'],
])('a bad link (%s) explains itself instead of a table', (ids, message) => {
  renderCompare(`/compare?ids=${encodeURIComponent(ids)}`);
  expect(
    screen.getByRole('heading', { level: 1, name: 'This comparison link does not work' }),
  ).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in Sinhala and Tamil: the bad link and the table', () => {
  const { unmount } = renderCompare('/si/compare?ids=a,a', 'si');
  expect(screen.getByText('මෙම සබැඳියේ එකම දැන්වීම කිහිප වතාවක් ඇත.')).toBeInTheDocument();
  unmount();
  renderCompare('/si/compare?ids=a,b,c,d', 'si');
  expect(screen.getByText('එක් සැසඳීමකට දැන්වීම් 3ක් පමණි; මෙම සබැඳියේ ඊට වඩා ඇත.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  renderCompare('/ta/compare?ids=sample-vehicle-1,sample-vehicle-2', 'ta');
  expect(within(row(/^விலை/)).getByText('ரூ. 450,000')).toBeInTheDocument();
  expect(within(row(/^விலை/)).getByText(/வேறுபாடு/)).toBeInTheDocument();
});

test('no ids: says how to pick ads, and links to the list this browser keeps', () => {
  localStorage.setItem('bikebazaar.compare_v1', '["sample-vehicle-1"]');
  renderCompare('/compare');
  expect(screen.getByText(/Nothing to compare yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Compare \(1\)/ })).toHaveAttribute(
    'href',
    '/compare?ids=sample-vehicle-1',
  );
});
