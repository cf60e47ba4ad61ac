import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
import { CompareToggle } from './compare-toggle';

const KEY = 'bikebazaar.compare_v1';
const dio = buildVehicle({ id: 'dio', title: 'Honda Dio' });

test('Compare adds the ad, says so, and the link counts and opens the comparison', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<CompareToggle vehicle={dio} withLink />);
  const button = screen.getByRole('button', { name: 'Compare: Honda Dio' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  await user.click(button);
  expect(screen.getByRole('button', { name: 'Added to compare: Honda Dio' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute(
    'href',
    '/compare?ids=dio',
  );
  expect(localStorage.getItem(KEY)).toBe('["dio"]');
  await user.click(screen.getByRole('button', { name: 'Added to compare: Honda Dio' }));
  expect(localStorage.getItem(KEY)).toBe('[]');
});

test('a fourth ad is refused with a message and a link to the three', async () => {
  localStorage.setItem(KEY, '["a","b","c"]');
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<CompareToggle vehicle={dio} />);
  await user.click(screen.getByRole('button', { name: 'Compare: Honda Dio' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You can compare up to 3 ads. Remove one first.',
  );
  expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
    'href',
    '/compare?ids=a,b,c',
  );
  expect(screen.getByRole('button', { name: 'Compare: Honda Dio' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(localStorage.getItem(KEY)).toBe('["a","b","c"]');
  // Another tab removes one: the refusal no longer applies.
  localStorage.setItem(KEY, '["a","b"]');
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an ad added in another tab shows as added here; in Sinhala too', () => {
  renderWithProviders(<CompareToggle vehicle={dio} withLink />, { lang: 'si' });
  expect(screen.getByRole('button', { name: /සසඳන්න/ })).toHaveAttribute('aria-pressed', 'false');
  localStorage.setItem(KEY, '["dio"]');
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
  expect(screen.getByRole('button', { name: /සැසඳීමට එක් කළා/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('link', { name: 'සසඳන්න (1)' })).toBeInTheDocument();
});

test('its icon is two arrows, one each way, drawn as lines, not two boxes', () => {
  renderWithProviders(<CompareToggle vehicle={dio} />);
  const path = screen
    .getByRole('button', { name: 'Compare: Honda Dio' })
    .querySelector('svg.compare-icon path')!;
  const d = path.getAttribute('d')!;
  // Boxes were closed shapes (`z`); arrows are open strokes with heads.
  expect(d).not.toMatch(/z/i);
  expect(d.match(/M/g)).toHaveLength(4);
});
