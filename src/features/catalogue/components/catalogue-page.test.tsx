import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import { renderWithProviders } from '@/testing/render-app';
import BikerGearPage from '../configs/biker-gear';
import SparePartsPage from '../configs/spare-parts';

// jsdom renders every card and its SVG icons, which is slow on a busy machine.
test('user can filter parts by compatibility and sees an empty state with a reset', async () => {
  const user = userEvent.setup({ delay: null });
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

test('Contact Seller on a part offers a call link and a WhatsApp link with the 94 country code', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts' });
  const first = spareParts[0]!;
  const card = screen
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { name: first.name.en }))!;
  await user.click(within(card).getByRole('button', { name: 'Contact Seller' }));
  // Shown as every number is (077 123 4567), called in +94 form so it works from abroad too.
  const shown = first.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
  expect(within(card).getByRole('link', { name: `Call ${shown}` })).toHaveAttribute(
    'href',
    `tel:+94${first.phone.slice(1)}`,
  );
  expect(within(card).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/94${first.phone.slice(1)}`,
  );
}, 20_000);

test('user can read the parts list in Sinhala with Rs. prices', () => {
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts', lang: 'si' });
  expect(screen.getByRole('heading', { name: `අයිතම ${spareParts.length}ක්` })).toBeInTheDocument();
  expect(screen.getAllByText(/^රු\. [\d,]+$/)).toHaveLength(spareParts.length);
});

test('user can narrow gear to verified sellers and half helmets, then reset', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  expect(screen.getByRole('heading', { name: `${bikerGear.length} items` })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(bikerGear.length);
  // The first card: its rating, its seller's badge, and Contact Seller with the 94 country code.
  const first = screen.getAllByRole('article')[0]!;
  expect(
    within(first).getByRole('img', { name: `${bikerGear[0]!.rating} out of 5` }),
  ).toBeInTheDocument();
  expect(within(first).getByText('Verified seller')).toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: 'Contact Seller' }));
  expect(within(first).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/947\d{8}$/),
  );

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
