import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikerGear } from '@/data/biker-gear';
import { renderWithProviders } from '@/testing/render-app';
import BikerGearPage from './biker-gear-page';

// jsdom renders every card and its SVG icons, which is slow on a busy machine.
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
