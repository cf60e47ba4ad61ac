import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadable-lazy';

test('a preloaded component renders in the first pass, without its Suspense fallback', async () => {
  const page = preloadableLazy(() => Promise.resolve({ default: () => <p>Page</p> }));
  await page.load();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <page.Component />
    </Suspense>,
  );
  // Synchronous: no waiting, the fallback never shows.
  expect(screen.getByText('Page')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('a component that was not preloaded suspends, then renders', async () => {
  const page = preloadableLazy(() => Promise.resolve({ default: () => <p>Page</p> }));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <page.Component />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Page')).toBeInTheDocument();
});

test('a failed load can be tried again', async () => {
  let attempts = 0;
  const page = preloadableLazy(() => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ default: () => <p>Page</p> });
  });
  await expect(page.load()).rejects.toMatchObject({ name: 'ChunkLoadError' });
  await expect(page.load()).resolves.toHaveProperty('default');
  expect(attempts).toBe(2);
});
