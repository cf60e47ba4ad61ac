/** Request-time rendering (dist/.ssr/server-render.js); pages without a loader stay prerendered. */
import { isRouteErrorResponse } from 'react-router';
import { renderWithoutSamples } from '@/data/sample-store';
import {
  PAGE_DATA_ID,
  serialisePageData,
  type PageContext,
  type PageDataSource,
} from '@/lib/page-data';
import { fillTemplate, pageHead, type Manifest } from './html/page-html';
import { queryApp, renderQueried } from './render-app';
import type { PageHandle } from './route-table';

export type { PageDataSource } from '@/lib/page-data';

export type BuildAssets = {
  template: string;
  manifest: Manifest;
  readAsset: (file: string) => string;
};

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'static' }
  | { kind: 'page'; status: number; html: string };

const START = 'src/app/start.tsx';

// The browser of a server-rendered page never loads the samples: neither does its render.
renderWithoutSamples();

export async function renderRequest(
  url: URL,
  source: PageDataSource,
  assets: BuildAssets,
  origin: string,
): Promise<RenderResult> {
  const queried = await queryApp(url, { source, origin } satisfies PageContext);
  if (queried.kind === 'redirect') return queried;
  const { context } = queried;
  // A loader that failed (the database unreachable, a bug) is the server's to answer (503 or
  // 500, server/http), not a page that says something went wrong with a 500 of its own.
  const failed = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error));
  if (failed !== undefined) throw failed;
  const page = context.matches.at(-1)?.route;
  const handle = page?.handle as Partial<PageHandle> | undefined;
  const module = handle?.module;
  if (!module) throw new Error(`No page renders ${url.pathname}`);
  const parts = handle.partsFor?.(url.searchParams) ?? [];
  // A page whose data is this browser's own (no loader) is the build's prerendered file.
  if (!page?.loader) return { kind: 'static' };
  const location = url.pathname + url.search;
  const filled = fillTemplate(assets.template, await renderQueried(context), location);
  const html = pageHead(filled, assets.manifest, [START, module, ...parts], assets.readAsset);
  const { loaderData, errors } = context;
  const data = serialisePageData({ loaderData, ...(errors ? { errors } : {}) });
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
  return {
    kind: 'page',
    status: context.statusCode,
    html: html.replace('</body>', () => `${block}\n  </body>`),
  };
}
