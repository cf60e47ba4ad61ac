import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { preloadPage } from './pages';
import { AppRoutes } from './router';

/**
 * Starts the app (loaded by src/main.tsx once the page has painted). The current page's chunk is
 * fetched first, so the first render is the whole page and replaces the prerendered HTML in one
 * commit instead of flashing a loading placeholder; a chunk that fails is shown by the page's
 * error screen. Rendering is a transition, so React works in short slices and never blocks a
 * phone's main thread for long.
 */
export async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
  await preloadPage(window.location.pathname, window.location.search).then(render, render);
}
