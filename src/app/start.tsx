import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { removeCrawlerDefaults } from '@/components/ui/page-meta';
import { languageOfPath } from '@/i18n/localized-path';
import { loadLanguage } from '@/i18n/registry';
import { hasServer } from '@/lib/api/api-base';
import { recordChangedFields, stopRecordingTaps } from '@/lib/early-edits';
import { readPageData } from '@/lib/page-data';
import { createRoutes, prerenderedData, resolveRoutes } from './route-table';

/** Hydrates a prerendered or server-rendered URL, then applies what only the browser knows. */
export async function start(container: HTMLElement, hydrate: boolean): Promise<void> {
  const routes = createRoutes();
  const { pathname, search } = window.location;
  await Promise.all([
    // The page's code before hydrating, so nothing suspends (a failure shows the error page).
    resolveRoutes(routes, { pathname, search }).catch(() => undefined),
    // The page's texts in its language (English comes with the code); a failure is a start failure.
    loadLanguage(languageOfPath(pathname)),
  ]);
  const rendered = readPageData();
  // The server's page carries its loaders' data; a prerendered one was rendered without any.
  const hydrationData = rendered ?? (hydrate ? prerenderedData(routes, pathname) : undefined);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  removeCrawlerDefaults();
  stopRecordingTaps();
  if (hydrate) {
    recordChangedFields(container);
    // A transition time-slices hydration (TBT) and hydrates a tapped part first, replaying the tap.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('[app] hydration', error),
      });
    });
    // A marketplace server that sent its prerendered file: its data comes after the first render.
    if (!rendered && hasServer()) void router.revalidate();
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
