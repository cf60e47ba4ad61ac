import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { preloadableLazy, type ComponentModule } from '@/lib/preloadable-lazy';

type PageModule = ComponentModule & { preload?: (search: string) => Promise<unknown> };
const lazyPage = (importer: () => Promise<PageModule>) => preloadableLazy(importer);

export const pages = {
  home: lazyPage(() => import('./routes/home')),
  browse: lazyPage(() => import('./routes/browse')),
  vehicle: lazyPage(() => import('./routes/vehicle-detail')),
  postAd: lazyPage(() => import('./routes/post-ad')),
};

/** The page (if any) that serves `pathname`. */
export function pageFor(pathname: string) {
  if (pathname === paths.home.path) return pages.home;
  if (matchPath(paths.browse.path, pathname)) return pages.browse;
  if (matchPath(paths.vehicle.path, pathname)) return pages.vehicle;
  if (matchPath(paths.postAd.path, pathname)) return pages.postAd;
  return null;
}

/**
 * Loads the chunk (and, for the home page, the chosen view's chunk) that `url` renders, so the
 * first render has nothing to wait for. Failures are left to the page's error screen.
 */
export async function preloadPage(pathname: string, search = ''): Promise<void> {
  const page = pageFor(pathname);
  if (!page) return;
  const module = await page.load();
  await module.preload?.(search);
}
