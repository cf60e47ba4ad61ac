import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadAllLanguages } from '@/i18n/registry';
import { PageDataProvider, type PageData } from '@/lib/page-data';
import { AppRoutes } from './router';

/** Waits for every Suspense boundary, so the HTML is the whole page and hydrates as it is. */
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
