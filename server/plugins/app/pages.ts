import fp from 'fastify-plugin';
import { openPageFiles, type PageFiles } from '../../pages/page-files';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageFiles | null;
  }
}

export default fp(
  async (app) => {
    const pages = openPageFiles(app.config.distDir);
    if (!pages) app.log.warn('No app build (DIST_DIR): only the API is served.');
    app.decorate('pages', pages);
  },
  { name: 'pages' },
);
