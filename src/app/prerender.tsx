/**
 * Build-time prerendering (run by scripts/vite-plugins/ after the client build, in Node):
 * each static route and sample vehicle becomes real HTML in every language (`/browse/scooters`,
 * `/si/browse/scooters`, `/ta/browse/scooters`), so phones paint the page, and search engines
 * read it, in the page's language before the JavaScript has arrived. The app then renders over it
 * (src/main.tsx); nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths } from '@/config/paths';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { pathInEveryLanguage } from '@/i18n/localized-path';
import { PageDataProvider } from '@/lib/page-data';
import { preloadPage } from './pages';

export { routeModuleFor } from './pages';
import { AppRoutes } from './router';

/** Every English path that gets its own prerendered HTML file. */
function englishPaths(): string[] {
  return [
    paths.home.getHref(),
    ...vehicleTypes.map((type) => paths.browse.getHref(type)),
    paths.browse.getHref('all'),
    ...getSampleVehicles().map((vehicle) => paths.vehicle.getHref(vehicle.id)),
    paths.postAd.getHref(),
  ];
}

/** Every path that gets its own prerendered HTML file: each English one and its /si/ and /ta/ twins. */
export function prerenderedPaths(): string[] {
  return englishPaths().flatMap((path) => pathInEveryLanguage(path).map((twin) => twin.path));
}

/** The page at `path` as HTML: hoisted <title>/<meta>/<link> tags first, then the body. */
export async function renderPage(path: string): Promise<string> {
  await preloadPage(path);
  // Waits for every Suspense boundary's data (the featured cards), so the HTML is the whole page
  // and the app hydrates it as it is.
  const { prelude } = await prerender(
    <StrictMode>
      <PageDataProvider data={{}}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </PageDataProvider>
    </StrictMode>,
    // Never outline a boundary into a script-revealed segment (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
