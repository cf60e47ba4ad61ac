import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { loadSamples } from '@/data/sample-store';
import { stripLanguage } from '@/i18n/localized-path';
import { loadOwnAdsIfAny, loadOwnAdsStore } from '@/lib/own-ads/own-ads-loader';
import type { PageLoader } from '@/lib/page-data';
import { preloadableLazy, type ComponentModule } from '@/lib/preloadable-lazy';

type PageModule = ComponentModule & {
  preload?: (search: string) => Promise<unknown>;
  loader?: PageLoader;
};

const lazyPage = (module: string, importer: () => Promise<PageModule>) => ({
  ...preloadableLazy(importer),
  module,
});

/**
 * A page that lists ads: on a static host the samples arrive with its code (see sample-store), and
 * the visitor's own ads with it when this browser has some.
 */
const withSamples = (importer: () => Promise<PageModule>) => (): Promise<PageModule> =>
  Promise.all([importer(), loadSamples(), loadOwnAdsIfAny()]).then(([module]) => module);

/** A page that reads own ads: their store arrives with its code when this browser has some. */
const withOwnAdsIfAny = (importer: () => Promise<PageModule>) => (): Promise<PageModule> =>
  Promise.all([importer(), loadOwnAdsIfAny()]).then(([module]) => module);

/** A page that writes own ads has the store in its code: its first render reads them too. */
const withOwnAds = (importer: () => Promise<PageModule>) => (): Promise<PageModule> =>
  Promise.all([importer(), loadOwnAdsStore()]).then(([module]) => module);

export const pages = {
  home: lazyPage('src/app/routes/home.tsx', () => import('./routes/home')),
  browse: lazyPage(
    'src/app/routes/browse.tsx',
    withSamples(() => import('./routes/browse')),
  ),
  vehicle: lazyPage(
    'src/app/routes/vehicle-detail.tsx',
    withSamples(() => import('./routes/vehicle-detail')),
  ),
  /** A part or gear ad: the marketplace server's only (a static host has none to show). */
  item: lazyPage('src/app/routes/item-detail.tsx', () => import('./routes/item-detail')),
  postAd: lazyPage(
    'src/app/routes/post-ad.tsx',
    withOwnAds(() => import('./routes/post-ad')),
  ),
  saved: lazyPage(
    'src/app/routes/saved.tsx',
    withSamples(() => import('./routes/saved')),
  ),
  savedSearches: lazyPage(
    'src/app/routes/saved-searches.tsx',
    withOwnAdsIfAny(() => import('./routes/saved-searches')),
  ),
  manage: lazyPage(
    'src/app/routes/manage.tsx',
    withSamples(() => import('./routes/manage')),
  ),
  editAd: lazyPage(
    'src/app/routes/edit-ad.tsx',
    withOwnAds(() => import('./routes/edit-ad')),
  ),
  admin: lazyPage('src/app/routes/admin.tsx', () => import('./routes/admin')),
  messages: lazyPage('src/app/routes/messages.tsx', () => import('./routes/messages')),
  thread: lazyPage('src/app/routes/thread.tsx', () => import('./routes/thread')),
  compare: lazyPage(
    'src/app/routes/compare.tsx',
    withOwnAdsIfAny(() => import('./routes/compare')),
  ),
};

const routes = [
  [paths.home.path, pages.home],
  [paths.browse.path, pages.browse],
  [paths.vehicle.path, pages.vehicle],
  [paths.item.path, pages.item],
  [paths.postAd.path, pages.postAd],
  [paths.saved.path, pages.saved],
  [paths.savedSearches.path, pages.savedSearches],
  [paths.manage.path, pages.manage],
  [paths.editAd.path, pages.editAd],
  [paths.admin.path, pages.admin],
  [paths.compare.path, pages.compare],
  [paths.messages.path, pages.messages],
  [paths.thread.path, pages.thread],
] as const;

export function matchPage(path: string) {
  const pathname = stripLanguage(path);
  for (const [pattern, page] of routes) {
    const match =
      pattern === '/' ? (pathname === '/' ? { params: {} } : null) : matchPath(pattern, pathname);
    if (match) return { page, params: match.params as Record<string, string | undefined> };
  }
  return null;
}

export function pageFor(path: string) {
  return matchPage(path)?.page ?? null;
}

export function routeModuleFor(pathname: string): string | null {
  return pageFor(pathname)?.module ?? null;
}

/** Loads the chunks `url` renders, so the first render has nothing to wait for. */
export async function preloadPage(pathname: string, search = ''): Promise<void> {
  const page = pageFor(pathname);
  if (!page) return;
  const module = await page.load();
  await module.preload?.(search);
}
