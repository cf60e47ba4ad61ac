import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { stripLanguage } from '@/i18n/localized-path';
import { preloadableLazy, type ComponentModule } from '@/lib/preloadable-lazy';

type PageModule = ComponentModule & { preload?: (search: string) => Promise<unknown> };

/** A page chunk, and its source file as the build manifest names it (for the prerenderer). */
const lazyPage = (module: string, importer: () => Promise<PageModule>) => ({
  ...preloadableLazy(importer),
  module,
});

export const pages = {
  home: lazyPage('src/app/routes/home.tsx', () => import('./routes/home')),
  browse: lazyPage('src/app/routes/browse.tsx', () => import('./routes/browse')),
  vehicle: lazyPage('src/app/routes/vehicle-detail.tsx', () => import('./routes/vehicle-detail')),
  postAd: lazyPage('src/app/routes/post-ad.tsx', () => import('./routes/post-ad')),
  saved: lazyPage('src/app/routes/saved.tsx', () => import('./routes/saved')),
  manage: lazyPage('src/app/routes/manage.tsx', () => import('./routes/manage')),
  editAd: lazyPage('src/app/routes/edit-ad.tsx', () => import('./routes/edit-ad')),
  admin: lazyPage('src/app/routes/admin.tsx', () => import('./routes/admin')),
};

/** The page (if any) that serves `path` (in any language: `/si/post-ad` is the post form). */
export function pageFor(path: string) {
  const pathname = stripLanguage(path);
  if (pathname === paths.home.path) return pages.home;
  if (matchPath(paths.browse.path, pathname)) return pages.browse;
  if (matchPath(paths.vehicle.path, pathname)) return pages.vehicle;
  if (matchPath(paths.postAd.path, pathname)) return pages.postAd;
  if (matchPath(paths.saved.path, pathname)) return pages.saved;
  if (matchPath(paths.manage.path, pathname)) return pages.manage;
  if (matchPath(paths.editAd.path, pathname)) return pages.editAd;
  if (matchPath(paths.admin.path, pathname)) return pages.admin;
  return null;
}

/** The route module that renders `pathname`, as the build manifest names it. */
export function routeModuleFor(pathname: string): string | null {
  return pageFor(pathname)?.module ?? null;
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
