import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from './router';

function Address() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
      <Address />
    </MemoryRouter>,
  );
}

// The pages load lazily, as in the app: a busy machine may take a while.
const WAIT = { timeout: 10_000 };

const address = () => screen.getByRole('status', { name: 'address' });

test('a first segment that is not a language goes to the home page', async () => {
  renderAt('/en/post-ad');
  await vi.waitFor(() => expect(address()).toHaveTextContent(/^\/$/), WAIT);
});

test('a page opens at its address, in the language of its prefix', async () => {
  renderAt('/ta/post-ad');
  expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toBeInTheDocument();
  expect(address()).toHaveTextContent(/^\/ta\/post-ad$/);
  expect(document.documentElement.lang).toBe('ta');
});
