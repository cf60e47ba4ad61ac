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

// Alone in its file: mounting the whole app a second time in one jsdom page, the second home page
// never finished loading in about half the runs (never seen in a browser, where the app mounts once;
// e2e/shell.spec.ts checks the redirect there).
// The pages load lazily, as in the app: a busy machine may take a while.
const WAIT = { timeout: 10_000 };

const address = () => screen.getByRole('status', { name: 'address' });

test('a path that is no page goes to the home page in its language', async () => {
  renderAt('/si/no-such-page');
  await vi.waitFor(() => expect(address()).toHaveTextContent(/^\/si\/$/), WAIT);
});
