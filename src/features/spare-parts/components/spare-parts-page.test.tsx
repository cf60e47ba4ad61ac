import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spareParts } from '@/data/spare-parts';
import { renderWithProviders } from '@/testing/render-app';
import SparePartsPage from './spare-parts-page';

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
