import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path that is not a file falls through to the not-found handler, which answers pages. */
export default fp(
  async (app) => {
    const root = app.config.distDir;
    if (!existsSync(join(root, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      // One route per built file, found at start: a page's URL then never reaches the file
      // handler, whose on-disk spelling checks cost a directory read per request. The server
      // writes its own sitemap and robots.txt.
      wildcard: false,
      globIgnore: ['**/*.html', '**/.*/**', 'sitemap.xml*', 'robots.txt*'],
      // Only names with an extension are files; `/`, `/browse/scooters` and `.html` are pages.
      allowedPath: (path) => /\/[^/]+\.\w+$/.test(path) && !/(^|\/)\.|\.html$/.test(path),
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  },
  { name: 'static' },
);
