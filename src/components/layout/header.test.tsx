import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { leaveServerMode, serveApi } from '@/testing/server-mode';
import { Header } from './header';

test('user can open the menu, a modal dialog: focus moves in, aria-expanded says so', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Header />);
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(button);
  // The menu's code loads after the page: the button opens it once it is there.
  const menu = await screen.findByRole('dialog', { name: 'Main navigation' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
});

test('Escape, the close button and a tap on the dimmed page close it; focus returns', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Header />);
  const button = screen.getByRole('button', { name: 'Open menu' });
  for (const close of [
    () => user.keyboard('{Escape}'),
    () => user.click(screen.getByRole('button', { name: 'Close menu' })),
    () => user.click(document.querySelector('.mobile-menu-backdrop')!),
  ]) {
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  }
});

test('the language menu switches every header label to Sinhala and remembers it', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Header />);
  const menu = screen.getByRole('button', { name: /Switch language/ });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'English', pressed: true })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'සිංහල', pressed: false }));
  expect(screen.getAllByRole('link', { name: 'මුල් පිටුව' }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('link', { name: 'අමතර කොටස්' }).length).toBeGreaterThan(0);
  expect(document.documentElement.lang).toBe('si');
  expect(localStorage.getItem('bikebazaar.language_v1')).toBe('si');
  expect(screen.getByRole('button', { name: /භාෂාව මාරු කරන්න/ })).toHaveFocus();
});

test('the language menu offers Tamil and works from the keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Header />);
  const menu = screen.getByRole('button', { name: /Switch language/ });
  menu.focus();
  await user.keyboard('{Enter}');
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(document.documentElement.lang).toBe('ta');
  expect(screen.getAllByRole('link', { name: 'முகப்பு' }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('link', { name: 'உதிரிப் பாகங்கள்' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: /மொழியை மாற்று/ })).toHaveTextContent('தமிழ்');
  expect(localStorage.getItem('bikebazaar.language_v1')).toBe('ta');
});

test('with storage disabled the language still switches, in memory', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Header />);
  await user.click(screen.getByRole('button', { name: /Switch language/ }));
  await user.click(screen.getByRole('button', { name: 'සිංහල' }));
  expect(screen.getAllByRole('link', { name: 'මුල් පිටුව' }).length).toBeGreaterThan(0);
});

test('with localStorage itself denied (private mode) the language still switches, in memory', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const denied = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: /Switch language/ }));
    await user.click(screen.getByRole('button', { name: 'සිංහල' }));
    expect(screen.getAllByRole('link', { name: 'මුල් පිටුව' }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('si');
    expect(screen.getByRole('button', { name: /භාෂාව මාරු කරන්න/ })).toHaveTextContent('සිංහල');
  } finally {
    // The shared clean-up clears storage after each test.
    denied.mockRestore();
  }
});

test('the Saved link counts the saved ads, also when another tab saves one', async () => {
  localStorage.setItem('bikebazaar.saved_v1', '["a","b"]');
  renderWithProviders(<Header />);
  expect(screen.getAllByRole('link', { name: 'Saved ads: 2' })[0]).toHaveAttribute(
    'href',
    '/saved',
  );
  localStorage.setItem('bikebazaar.saved_v1', '["a","b","c"]');
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'bikebazaar.saved_v1' })));
  expect((await screen.findAllByRole('link', { name: 'Saved ads: 3' })).length).toBeGreaterThan(0);
  localStorage.setItem('bikebazaar.saved_v1', '[]');
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'bikebazaar.saved_v1' })));
  expect((await screen.findAllByRole('link', { name: 'Saved' })).length).toBeGreaterThan(0);
});

test('Messages is linked only where a server delivers them, in the header and the menu', async () => {
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderWithProviders(<Header />);
  expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  unmount();
  serveApi();
  renderWithProviders(<Header />, { lang: 'ta' });
  expect(screen.getByRole('link', { name: 'உரையாடல்கள்' })).toHaveAttribute('href', '/ta/messages');
  await user.click(screen.getByRole('button', { name: /மெனு/ }));
  const menu = await screen.findByRole('dialog');
  expect(within(menu).getByRole('link', { name: 'உரையாடல்கள்' })).toBeInTheDocument();
  leaveServerMode();
});
