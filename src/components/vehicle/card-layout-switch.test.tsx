import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCardLayout } from '@/hooks/use-card-layout';
import { renderWithProviders } from '@/testing/render-app';
import { CardLayoutSwitch } from './card-layout-switch';

function Harness() {
  const layout = useCardLayout();
  return (
    <>
      <CardLayoutSwitch layout={layout} />
      <ul data-card-layout={layout} aria-label="ads" />
    </>
  );
}

test('user can switch between rows and cards, and the choice is remembered', async () => {
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderWithProviders(<Harness />);
  const group = screen.getByRole('group', { name: 'Show ads as' });
  expect(group).toBeInTheDocument();
  // Nothing chosen yet: phones show rows.
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Cards' }));
  expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('list', { name: 'ads' })).toHaveAttribute('data-card-layout', 'cards');
  expect(localStorage.getItem('bikebazaar.cardLayout_v1')).toBe('cards');
  unmount();
  renderWithProviders(<Harness />);
  expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
});

test('the switch is labelled in Sinhala', () => {
  renderWithProviders(<CardLayoutSwitch layout="rows" />, { lang: 'si' });
  expect(screen.getByRole('group', { name: 'දැන්වීම් පෙන්වන ආකාරය' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ලැයිස්තුව' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'කාඩ්පත්' })).toHaveAttribute('aria-pressed', 'false');
});
