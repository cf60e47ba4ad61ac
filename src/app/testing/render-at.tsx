import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../router';

function Address() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

/** The whole app's routes at `url`, with the address it ends up at (`address()`). */
export function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
      <Address />
    </MemoryRouter>,
  );
}

export const address = () => screen.getByRole('status', { name: 'address' });

/** The pages load lazily, as in the app: a busy machine may take a while. */
export const ROUTE_WAIT = { timeout: 10_000 };
