import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { removeCrawlerDefaults } from '@/components/ui/page-meta';
import { languageOfPath } from '@/i18n/localized-path';
import { loadLanguage } from '@/i18n/registry';
import { recordChangedFields, stopRecordingTaps } from '@/lib/early-edits';
import { PageDataProvider, readPageData } from '@/lib/page-data';
import { preloadPage } from './pages';
import { AppRoutes } from './router';

/** Hydrates a prerendered URL, then applies what only the browser knows; else renders over it. */
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
  stopRecordingTaps();
  if (hydrate) {
    recordChangedFields(container);
    // A transition time-slices hydration (TBT) and hydrates a tapped part first, replaying the tap.
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
