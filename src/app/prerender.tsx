/**
 * Build-time prerendering (run by scripts/vite-plugins/ after the client build, in Node):
 * each static route and sample vehicle becomes real HTML in every language (`/browse/scooters`,
 * `/si/browse/scooters`, `/ta/browse/scooters`), so phones paint the page, and search engines
 * read it, in the page's language before the JavaScript has arrived. The app then renders over it
 * (src/main.tsx); nothing here runs in the browser.
 */
import { paths } from '@/config/paths';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { pathInEveryLanguage } from '@/i18n/localized-path';
import { preloadPage } from './pages';
import { renderApp } from './render-app';

export { routeModuleFor } from './pages';

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
  return renderApp(path);
}
