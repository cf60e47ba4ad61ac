import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import BikeBotLauncher from './bikebot-launcher';

test('the launcher alone is on the page; a tap loads the chat, which opens with its greeting and the input focused', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikeBotLauncher />);
  const launcher = screen.getByRole('button', { name: 'Chat with BikeBot' });
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: 'BikeBot' });
  expect(within(dialog).getByText(/I'm BikeBot/)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Chat with BikeBot' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Closed, focus is back on the launcher, and it opens again without a second load.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat with BikeBot' })).toHaveFocus();
});
