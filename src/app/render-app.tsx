import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { loadAllLanguages } from '@/i18n/registry';
import type { PageContext } from '@/lib/page-data';
import { createRoutes } from './route-table';

/** A boundary React gave up on and left to the browser: something suspended. */
const CLIENT_RENDERED = '<!--$!-->';

export type Rendered =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; html: string; context: StaticHandlerContext };

let table: { routes: RouteObject[]; handler: ReturnType<typeof createStaticHandler> } | null = null;

/** One table per process: its lazy routes load once. */
function routeTable() {
  if (!table) {
    const routes = createRoutes();
    table = { routes, handler: createStaticHandler(routes) };
  }
  return table;
}

export function appRoutes(): RouteObject[] {
  return routeTable().routes;
}

/** The page at `url` as the data router matches it, its loaders run (the server's source, or none). */
export async function queryApp(
  url: URL,
  context?: PageContext,
): Promise<
  { kind: 'redirect'; location: string } | { kind: 'page'; context: StaticHandlerContext }
> {
  const { handler } = routeTable();
  const request = new Request(url.href);
  const result = await handler.query(request, context ? { requestContext: context } : undefined);
  if (result instanceof Response) {
    return { kind: 'redirect', location: result.headers.get('Location') ?? '/' };
  }
  return { kind: 'page', context: result };
}

/**
 * The whole page, so it hydrates as it is. With its chunks loaded nothing suspends and the
 * synchronous renderer does it without streams; otherwise `prerender` waits for every boundary.
 */
export async function renderQueried(context: StaticHandlerContext): Promise<string> {
  await loadAllLanguages();
  const router = createStaticRouter(routeTable().handler.dataRoutes, context);
  // hydrate={false}: its inline script would break the CSP; the page's JSON block carries the data.
  const app = (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return html;
  // Never outline a boundary into a script-revealed segment (the CSP allows no inline script).
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const text = await new Response(prelude).text();
  // React's async renderer leaves its last providers' values set in the shared context objects;
  // rendering nothing switches back to none (it matters where a browser renderer shares this
  // process: the hydration test).
  await prerender(<></>);
  return text;
}

export async function renderApp(url: URL, context?: PageContext): Promise<Rendered> {
  const queried = await queryApp(url, context);
  if (queried.kind === 'redirect') return queried;
  const html = await renderQueried(queried.context);
  return { kind: 'page', status: queried.context.statusCode, html, context: queried.context };
}
