/** Build-time prerendering in every language: phones and crawlers get the page before the JS. */
import { paths } from '@/config/paths';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { pathInEveryLanguage } from '@/i18n/localized-path';
import { appRoutes, renderApp } from './render-app';
import { routeModuleFor as moduleIn } from './route-table';

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

export function routeModuleFor(pathname: string): string | null {
  return moduleIn(appRoutes(), pathname);
}

/** The page at `path` through the route table, its loaders without a source (the samples show). */
export async function renderPage(path: string): Promise<string> {
  const rendered = await renderApp(new URL(path, 'http://localhost'));
  if (rendered.kind === 'redirect') throw new Error(`${path} redirects to ${rendered.location}`);
  const { errors } = rendered.context;
  if (errors) throw new Error(`Prerendering ${path} failed: ${String(Object.values(errors)[0])}`);
  return rendered.html;
}
