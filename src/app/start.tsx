import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { removeCrawlerDefaults } from '@/components/ui/page-meta';
import { languageOfPath } from '@/i18n/localized-path';
import { loadLanguage } from '@/i18n/registry';
import { recordChangedFields } from '@/lib/early-edits';
import { PageDataProvider, readPageData } from '@/lib/page-data';
import { preloadPage } from './pages';
import { AppRoutes } from './router';

/**
 * Starts the app (loaded by src/main.tsx once the page has painted). The current page's chunk is
 * fetched first, so the first render is the whole page with nothing to wait for; a chunk that
 * fails is shown by the page's error screen.
 *
 * `hydrate`: the page's HTML is this URL prerendered, so React adopts it in place (its links,
 * fields and scroll position stay as they are) and only then applies what the browser knows
 * and the build did not: their own ads, their saved list (the language is the URL's, so the
 * HTML is already in it). Otherwise the
 * app renders the page over the HTML in a transition, in short slices.
 */
export async function start(container: HTMLElement, hydrate: boolean): Promise<void> {
  const { pathname, search } = window.location;
  await Promise.all([
    preloadPage(pathname, search).catch(() => undefined),
    // The page's texts in its language (English comes with the code); a failure is a start failure.
    loadLanguage(languageOfPath(pathname)),
  ]);
  const app = (
    <StrictMode>
      <PageDataProvider data={readPageData()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PageDataProvider>
    </StrictMode>
  );
  removeCrawlerDefaults();
  if (hydrate) {
    recordChangedFields(container);
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of one long task (TBT), and a tap on a part not yet hydrated makes
    // React hydrate that part first and replay the tap.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('[app] hydration', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
