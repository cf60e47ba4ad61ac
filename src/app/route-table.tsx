/**
 * The app's one route table, for React Router's data router: the browser's (start.tsx), the
 * server's (server-render.tsx), the build's (prerender.tsx) and the tests' (src/testing).
 */
import {
  matchRoutes,
  // The loaders' redirects name their language themselves (localizePath).
  // eslint-disable-next-line no-restricted-imports
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { parseHomeView, paths } from '@/config/paths';
import { loadSamples } from '@/data/sample-store';
import { defaultLanguage, isLanguage } from '@/i18n/languages';
import { languageOfPath, localizePath } from '@/i18n/localized-path';
import { loadChunk } from '@/lib/load-chunk';
import { loadOwnAdsIfAny, loadOwnAdsStore } from '@/lib/own-ads/own-ads-loader';
import {
  routeLoader,
  type BrowserLoader,
  type HydrationData,
  type PageContext,
  type PageLoader,
} from '@/lib/page-data';
import { PageError } from './page-error';
import { RootLayout } from './root-layout';
import { UrlLanguage } from './url-language';

type PageModule = {
  default: React.ComponentType;
  /** Code the URL's first render needs besides the page's (a list's filter). */
  preload?: (search: string) => Promise<unknown>;
  loader?: PageLoader;
  /** Instead, for data only the browser holds: a React Router loader run there (browserLoader). */
  clientLoader?: BrowserLoader;
};

/**
 * The page's source file, for the styles and preload links of its HTML (src/app/html/page-html.ts),
 * and the lazy parts a URL of it renders at once on the server (their styles must be in the
 * first paint, or the page shifts when they arrive).
 */
export type PageHandle = { module: string; partsFor?: (search: URLSearchParams) => string[] };

/** The home page's views of live parts and gear: the view's chunk and the live list's. */
function homeViewParts(search: URLSearchParams): string[] {
  const view = parseHomeView(search.get('view'));
  if (view === 'home') return [];
  const config = view === 'spare-parts' ? 'spare-parts' : 'biker-gear';
  return [
    `src/features/catalogue/configs/${config}.tsx`,
    'src/features/catalogue/live/live-item-page.tsx',
  ];
}

/** Each loaded page's `preload`, by route id. */
const preloaders = new Map<string, (search: string) => Promise<unknown>>();

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

function pageLoader(module: PageModule): LoaderFunction | undefined {
  const { loader, preload, clientLoader } = module;
  if (clientLoader) return clientLoader;
  if (!loader) return undefined;
  const load = routeLoader(loader);
  return async (args: LoaderFunctionArgs) => {
    await preload?.(new URL(args.request.url).search);
    return load(args);
  };
}

/** A lazy route module: its default export is the page, its `loader` the page's data. */
function page(
  id: string,
  path: string | undefined,
  module: string,
  importer: () => Promise<PageModule>,
  partsFor?: PageHandle['partsFor'],
): RouteObject {
  const handle: PageHandle = { module, ...(partsFor ? { partsFor } : {}) };
  const lazy = async () => {
    const loaded = await loadChunk(importer);
    if (loaded.preload) preloaders.set(id, loaded.preload);
    const loader = pageLoader(loaded);
    return { Component: loaded.default, ...(loader ? { loader } : {}) };
  };
  return path === undefined
    ? { id, index: true, handle, lazy }
    : { id, path: path.slice(1), handle, lazy };
}

/** Only si and ta are prefixes (English keeps the spec's routes): else the home page in English. */
function languageSegment({ params }: LoaderFunctionArgs) {
  const { lang } = params;
  if (lang !== undefined && (!isLanguage(lang) || lang === defaultLanguage)) {
    throw redirect(paths.home.getHref());
  }
  return null;
}

/** A path that is no page goes home, in the path's language. */
function toHome({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  return redirect(localizePath(paths.home.getHref(), lang));
}

/** The site's public address when the server renders (canonical links, "served" checks). */
function rootData({ context }: LoaderFunctionArgs) {
  const origin = (context as Partial<PageContext> | undefined)?.origin;
  return origin === undefined ? {} : { origin };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <UrlLanguage>
          <RootLayout />
        </UrlLanguage>
      ),
      loader: rootData,
      shouldRevalidate: () => false,
      HydrateFallback: () => null,
      children: [
        {
          id: 'pages',
          path: ':lang?',
          loader: languageSegment,
          errorElement: <PageError />,
          children: [
            page(
              'home',
              undefined,
              'src/app/routes/home.tsx',
              () => import('./routes/home'),
              homeViewParts,
            ),
            page(
              'browse',
              paths.browse.path,
              'src/app/routes/browse.tsx',
              withSamples(() => import('./routes/browse')),
            ),
            page(
              'vehicle',
              paths.vehicle.path,
              'src/app/routes/vehicle-detail.tsx',
              withSamples(() => import('./routes/vehicle-detail')),
            ),
            // A part or gear ad: the marketplace server's only (a static host has none to show).
            page(
              'item',
              paths.item.path,
              'src/app/routes/item-detail.tsx',
              () => import('./routes/item-detail'),
            ),
            page(
              'post-ad',
              paths.postAd.path,
              'src/app/routes/post-ad.tsx',
              withOwnAds(() => import('./routes/post-ad')),
            ),
            page(
              'saved',
              paths.saved.path,
              'src/app/routes/saved.tsx',
              withSamples(() => import('./routes/saved')),
            ),
            page(
              'saved-searches',
              paths.savedSearches.path,
              'src/app/routes/saved-searches.tsx',
              withOwnAdsIfAny(() => import('./routes/saved-searches')),
            ),
            page(
              'manage',
              paths.manage.path,
              'src/app/routes/manage.tsx',
              withSamples(() => import('./routes/manage')),
            ),
            page(
              'edit-ad',
              paths.editAd.path,
              'src/app/routes/edit-ad.tsx',
              withOwnAds(() => import('./routes/edit-ad')),
            ),
            page(
              'admin',
              paths.admin.path,
              'src/app/routes/admin.tsx',
              () => import('./routes/admin'),
            ),
            page(
              'compare',
              paths.compare.path,
              'src/app/routes/compare.tsx',
              withOwnAdsIfAny(() => import('./routes/compare')),
            ),
            page(
              'messages',
              paths.messages.path,
              'src/app/routes/messages.tsx',
              () => import('./routes/messages'),
            ),
            page(
              'thread',
              paths.thread.path,
              'src/app/routes/thread.tsx',
              () => import('./routes/thread'),
            ),
          ],
        },
        { id: 'not-found', path: '*', loader: toHome },
      ],
    },
  ];
}

/**
 * Loads the code `location` renders and puts it in the table, as React Router documents for lazy
 * routes and hydration: the first render has nothing to wait for, so nothing suspends.
 */
export async function resolveRoutes(
  routes: RouteObject[],
  location: { pathname: string; search: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  // The page's other code for this URL (a list's filter), as its loader would.
  await Promise.all(matches.map(({ route }) => preloaders.get(route.id ?? '')?.(location.search)));
}

/** The source file of the page at `pathname`, or null when it is no page. */
export function routeModuleFor(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as Partial<PageHandle> | undefined;
  return handle?.module ?? null;
}

/**
 * The data a prerendered page was rendered with: none (a static build's loaders have no source,
 * its pages show the samples). Each matched loader has its entry, so hydrating runs none.
 */
export function prerenderedData(routes: RouteObject[], pathname: string): HydrationData {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaderData = Object.fromEntries(
    matches.filter(({ route }) => route.loader).map(({ route }) => [route.id, {}]),
  );
  return { loaderData };
}
