import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import { renderWithProviders } from '@/testing/render-app';
import BikerGearPage from '../configs/biker-gear';
import SparePartsPage from '../configs/spare-parts';

// jsdom renders every card and its SVG icons, which is slow on a busy machine.
test('user can filter parts by compatibility and sees an empty state with a reset', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts' });
  await user.type(screen.getByLabelText('Fits model'), 'apache');
  const apache = spareParts.filter((part) => /apache/i.test(part.compatibility));
  expect(await screen.findAllByRole('article')).toHaveLength(apache.length);

  await user.type(screen.getByLabelText('Fits model'), ' nothing');
  expect(await screen.findByText('No parts match these filters.')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
  expect(await screen.findAllByRole('article')).toHaveLength(spareParts.length);
  expect(screen.getByLabelText('Fits model')).toHaveValue('');
}, 20_000);

test('user can read the parts list in Sinhala with Rs. prices', () => {
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts', lang: 'si' });
  expect(screen.getByRole('heading', { name: `අයිතම ${spareParts.length}ක්` })).toBeInTheDocument();
  expect(screen.getAllByText(/^රු\. [\d,]+$/)).toHaveLength(spareParts.length);
});

test('user can narrow gear to verified sellers and half helmets, then reset', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  expect(screen.getByRole('heading', { name: `${bikerGear.length} items` })).toBeInTheDocument();

  const verified = screen.getByLabelText('Verified sellers only');
  await user.click(verified);
  expect(verified).toBeChecked();
  const verifiedCount = bikerGear.filter((item) => item.verifiedSeller).length;
  expect(
    await screen.findByRole('heading', { name: `${verifiedCount} items` }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Half' }));
  const halfVerified = bikerGear.filter(
    (item) => item.verifiedSeller && item.subCategory === 'half',
  );
  expect(await screen.findAllByRole('article')).toHaveLength(halfVerified.length);
  expect(screen.getByRole('button', { name: 'Helmets' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Reset filters' }));
  expect(
    await screen.findByRole('heading', { name: `${bikerGear.length} items` }),
  ).toBeInTheDocument();
  expect(verified).not.toBeChecked();
}, 20_000);
