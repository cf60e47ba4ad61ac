import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadAllLanguages } from '@/i18n/registry';
import { PageDataProvider, type PageData } from '@/lib/page-data';
import { AppRoutes } from './router';

/** A boundary React gave up on and left to the browser: something suspended. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The whole page, so it hydrates as it is. With its chunks loaded nothing suspends and the
 * synchronous renderer does it without streams; otherwise `prerender` waits for every boundary.
 */
export async function renderApp(location: string, data: PageData = {}): Promise<string> {
  await loadAllLanguages();
  const app = (
    <StrictMode>
      <PageDataProvider data={data}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </PageDataProvider>
    </StrictMode>
  );
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return html;
  // Never outline a boundary into a script-revealed segment (the CSP allows no inline script).
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
