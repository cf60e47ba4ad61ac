import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { RenderResult, renderRequest } from '../../../src/app/server-render';
import { createPageCache, type PageCache } from '../../pages/page-cache';
import { addApiMeta } from '../../pages/page-files';
import { createPageDataSource } from '../../pages/page-data-source';

type RendererModule = { renderRequest: typeof renderRequest };

declare module 'fastify' {
  interface FastifyInstance {
    renderer: { render(url: URL): Promise<RenderResult>; cache: PageCache } | null;
  }
}

export default fp(
  async (app) => {
    const { distDir } = app.config;
    const file = join(distDir, '.ssr', 'server-render.js');
    if (!existsSync(file) || !existsSync(join(distDir, '.ssr', 'template.html'))) {
      app.decorate('renderer', null);
      return;
    }
    const module = (await import(pathToFileURL(file).href)) as RendererModule;
    const css = new Map<string, string>();
    const assets = {
      // The build's index.html as it was before the home page was prerendered into it.
      template: addApiMeta(readFileSync(join(distDir, '.ssr', 'template.html'), 'utf8')),
      manifest: JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')),
      readAsset: (name: string) => {
        let text = css.get(name);
        if (text === undefined) css.set(name, (text = readFileSync(join(distDir, name), 'utf8')));
        return text;
      },
    };
    const source = createPageDataSource(app.vehicles, app.leaseRules, app.items);
    const cache = createPageCache(app.config.pageCacheSeconds);
    app.changes.listen(() => cache.clear());
    app.decorate('renderer', {
      render: (url: URL) => module.renderRequest(url, source, assets, app.config.publicUrl),
      cache,
    });
  },
  { name: 'renderer', dependencies: ['repositories', 'changes'] },
);
