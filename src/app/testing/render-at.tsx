import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createRoutes } from '../route-table';

function Address() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

/** The whole app's route table at `url`, with the address it ends up at (`address()`). */
export function renderAt(url: string) {
  const routes = [
    {
      element: (
        <>
          <Outlet />
          <Address />
        </>
      ),
      children: createRoutes(),
    },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);
}

export const address = () => screen.getByRole('status', { name: 'address' });

/** The pages load lazily, as in the app: a busy machine may take a while. */
export const ROUTE_WAIT = { timeout: 10_000 };
