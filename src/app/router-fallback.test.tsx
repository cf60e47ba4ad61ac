import { address, renderAt, ROUTE_WAIT as WAIT } from './testing/render-at';

// Alone in its file: mounting the whole app a second time in one jsdom page, the second home page
// never finished loading in about half the runs (never seen in a browser, where the app mounts once;
// e2e/shell.spec.ts checks the redirect there).

test('a path that is no page goes to the home page in its language', async () => {
  renderAt('/si/no-such-page');
  await vi.waitFor(() => expect(address()).toHaveTextContent(/^\/si\/$/), WAIT);
});
