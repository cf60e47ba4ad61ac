import { render, type RenderOptions } from '@testing-library/react';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { I18nProvider } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/languages';
import { routeLoader, type PageData, type PageLoader } from '@/lib/page-data';

type RouterOptions = {
  /** The address the test starts at (with its history state, if any). */
  route?: InitialEntry;
  /** The route's pattern, for its params. */
  path?: string;
  /** What the route's loader gives the page (the server's data for it). */
  pageData?: PageData;
  /**
   * The page's own loader instead (its route module's), run as the app runs it: with the API in
   * server mode (src/testing/server-mode.ts), with nothing on a static host.
   */
  loader?: PageLoader;
  /** The route loader's answer after the first (a retry, a navigation), when it changes. */
  answer?: () => PageData;
  /** A browser-only loader of the page's route module (browserLoader), run as the app runs it. */
  clientLoader?: LoaderFunction;
};

/**
 * `ui` as a page of a memory data router, as the app renders its pages: its loader's data is
 * `pageData` from the first render (no loading), and again after any navigation.
 */
export function memoryRouterFor(ui: ReactNode, options: RouterOptions = {}) {
  const { route = '/', path = '*', pageData, loader, answer, clientLoader } = options;
  // Without data of its own the page has no loader: as on a static host, a navigation needs none.
  const load =
    clientLoader ??
    (loader ? routeLoader(loader) : (answer ?? (pageData ? () => pageData : undefined)));
  const routes: RouteObject[] = [
    // Nothing until a first loader answers, as the app's root shows nothing (route-table.tsx).
    {
      id: 'page',
      path,
      element: ui,
      HydrateFallback: () => null,
      ...(load ? { loader: load } : {}),
    },
    // Where a link leads elsewhere: an empty page, as a <Routes> with no match renders.
    ...(path === '*' ? [] : [{ id: 'elsewhere', path: '*', element: null }]),
  ];
  return createMemoryRouter(routes, {
    initialEntries: [route],
    // A page loader's first data comes as in the app, after it answers.
    ...(pageData && !loader ? { hydrationData: { loaderData: { page: pageData } } } : {}),
  });
}

type Options = { lang?: Language } & RouterOptions & Omit<RenderOptions, 'wrapper'>;

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { lang = 'en', route, path, pageData, loader, answer, clientLoader, ...rest } = options;
  const router = memoryRouterFor(ui, { route, path, pageData, loader, answer, clientLoader });
  const result = render(
    <I18nProvider initialLanguage={lang}>
      <RouterProvider router={router} />
    </I18nProvider>,
    rest,
  );
  return { ...result, router };
}

const Hooked = createContext<ReactNode>(null);

function HookedChildren() {
  return useContext(Hooked);
}

/** For `renderHook`: the hook runs in a page of a memory data router (see memoryRouterFor). */
export function dataRouterWrapper(options: RouterOptions = {}) {
  return function DataRouterWrapper({ children }: { children: ReactNode }) {
    // One router for the test; a rerender's new children reach the page through context.
    const [router] = useState(() => memoryRouterFor(<HookedChildren />, options));
    return (
      <Hooked.Provider value={children}>
        <RouterProvider router={router} />
      </Hooked.Provider>
    );
  };
}
