import { useMemo, type ContextType, type ReactElement } from 'react';
import { UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { languageOfPath } from '@/i18n/localized-path';
import { matchPage } from './pages';
import { RootLayout } from './root-layout';
import { UrlLanguage } from './url-language';

type RouteContextValue = ContextType<typeof RouteContext>;
type RouteMatch = RouteContextValue['matches'][number];

/** As the router matches: each segment decoded, an encoded slash kept (%2F). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function routeContext(outlet: ReactElement | null, match: RouteMatch): RouteContextValue {
  return { outlet, matches: [match], isDataRoute: false };
}

/**
 * One page per URL, matched by pages.ts behind the language prefix; a path that is no page (or
 * whose first segment is not a language, `/en/…`) goes home. The router's own `<Routes>` ranks
 * route trees this app does not have (~3 KB gzip). The layout and a page keep their place in the
 * tree, so switching language or page re-renders them rather than mounting them afresh.
 */
function PageRoutes() {
  const { pathname } = useLocation();
  const decoded = decodePath(pathname);
  const route = useMemo(() => {
    const matched = matchPage(decoded);
    const lang = languageOfPath(decoded);
    const params = { ...(lang === 'en' ? {} : { lang }), ...matched?.params };
    const match = { params, pathname: decoded, pathnameBase: decoded, route: { path: '*' } };
    return {
      Page: matched?.page.Component ?? null,
      layout: { ...match, pathnameBase: '/', route: { path: '/' } },
      page: routeContext(null, match),
    };
  }, [decoded]);
  const { Page } = route;
  const page = Page ? (
    <RouteContext.Provider value={route.page}>
      <Page />
    </RouteContext.Provider>
  ) : (
    <Navigate to="/" replace />
  );
  return (
    <RouteContext.Provider value={routeContext(page, route.layout)}>
      <RootLayout />
    </RouteContext.Provider>
  );
}

export function AppRoutes() {
  return (
    <UrlLanguage>
      <PageRoutes />
    </UrlLanguage>
  );
}
