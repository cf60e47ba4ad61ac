/** Request-time rendering (dist/.ssr/server-render.js); pages without a loader stay prerendered. */
import { paths } from '@/config/paths';
import { renderWithoutSamples } from '@/data/sample-store';
import { languageOfPath, localizePath } from '@/i18n/localized-path';
import {
  PAGE_DATA_ID,
  serialisePageData,
  type PageData,
  type PageDataSource,
} from '@/lib/page-data';
import { fillTemplate, pageHead, type Manifest } from './html/page-html';
import { matchPage, preloadPage } from './pages';
import { renderApp } from './render-app';

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
  const matched = matchPage(url.pathname);
  if (!matched) {
    return {
      kind: 'redirect',
      location: localizePath(paths.home.getHref(), languageOfPath(url.pathname)),
    };
  }
  await preloadPage(url.pathname, url.search);
  const module = await matched.page.load();
  if (!module.loader) return { kind: 'static' };
  const { data, status = 200 } = await module.loader({ params: matched.params, url, source });
  const location = url.pathname + url.search;
  const pageData: PageData = { ...data, origin };
  const rendered = await renderApp(location, pageData);
  const filled = fillTemplate(assets.template, rendered, location);
  const html = pageHead(filled, assets.manifest, [START, matched.page.module], assets.readAsset);
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${serialisePageData(pageData)}</script>`;
  return { kind: 'page', status, html: html.replace('</body>', () => `${block}\n  </body>`) };
}
