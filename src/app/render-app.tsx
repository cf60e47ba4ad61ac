import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadAllLanguages } from '@/i18n/registry';
import { PageDataProvider, type PageData } from '@/lib/page-data';
import { AppRoutes } from './router';

/**
 * The app at `location` as HTML (in Node): hoisted <title>/<meta>/<link> tags first, then the
 * body. Waits for every Suspense boundary's data, so the HTML is the whole page and the app
 * hydrates it as it is; `data` is what the page was rendered with (none at build time).
 */
export async function renderApp(location: string, data: PageData = {}): Promise<string> {
  await loadAllLanguages();
  const { prelude } = await prerender(
    <StrictMode>
      <PageDataProvider data={data}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </PageDataProvider>
    </StrictMode>,
    // Never outline a boundary into a script-revealed segment (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
