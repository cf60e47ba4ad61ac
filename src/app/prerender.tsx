/** Build-time prerendering in every language: phones and crawlers get the page before the JS. */
import { paths } from '@/config/paths';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { pathInEveryLanguage } from '@/i18n/localized-path';
import { preloadPage } from './pages';
import { renderApp } from './render-app';

export { routeModuleFor } from './pages';

function englishPaths(): string[] {
  return [
    paths.home.getHref(),
    ...vehicleTypes.map((type) => paths.browse.getHref(type)),
    paths.browse.getHref('all'),
    ...getSampleVehicles().map((vehicle) => paths.vehicle.getHref(vehicle.id)),
    paths.postAd.getHref(),
  ];
}

export function prerenderedPaths(): string[] {
  return englishPaths().flatMap((path) => pathInEveryLanguage(path).map((twin) => twin.path));
}

export async function renderPage(path: string): Promise<string> {
  await preloadPage(path);
  return renderApp(path);
}
