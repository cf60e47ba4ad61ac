import { screen } from '@testing-library/react';
import { address, renderAt, ROUTE_WAIT as WAIT } from './testing/render-at';

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
