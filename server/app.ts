import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownOrigin, type Config } from './config';
import { serverOptions } from './http/server-options';
import compress from './plugins/external/compress';
import db from './plugins/external/db';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import alerts from './plugins/app/alerts';
import errorHandler from './plugins/app/error-handler';
import changes from './plugins/app/changes';
import cleanInput from './plugins/app/clean-input';
import json from './plugins/app/json-serializer';
import messages from './plugins/app/messages';
import metrics from './plugins/app/metrics';
import pages from './plugins/app/pages';
import renderer from './plugins/app/renderer';
import orphanSweep from './plugins/app/orphan-sweep';
import photos from './plugins/app/photos';
import previews from './plugins/app/previews';
import repositories from './plugins/app/repositories';
import adminRoutes from './routes/admin';
import alertRoutes from './routes/alerts';
import messageRoutes from './routes/messages';
import pageRoutes from './routes/pages';
import photoRoutes from './routes/photos';
import previewRoutes from './routes/previews';
import sitemapRoutes from './routes/sitemap';
import systemRoutes from './routes/system';
import itemRoutes from './routes/items';
import vehicleRoutes from './routes/vehicles';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
export type App = FastifyInstance;

/** The whole server, in order. `main.ts` listens with it; tests `inject()`. Closing closes all. */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  // Without PUBLIC_URL links name the server itself, on the port it got: with PORT=0 (the
  // end-to-end servers) that is known only now.
  if (config.publicUrlIsOwn) {
    app.addHook('onListen', async function () {
      const address = this.server.address();
      if (address && typeof address === 'object') config.publicUrl = ownOrigin(address.port);
    });
  }
  // In order: outside services and HTTP concerns, the app's own services, then the routes
  // (one folder per resource; pages last, as they answer every other path).
  const plugins = [
    ...[securityHeaders, db, redis, compress, swagger, rateLimit, multipart, staticFiles],
    ...[json, metrics, errorHandler, cleanInput, changes, repositories, photos, orphanSweep],
    ...[previews, pages, renderer, alerts, messages],
    ...[
      systemRoutes,
      vehicleRoutes,
      itemRoutes,
      adminRoutes,
      photoRoutes,
      previewRoutes,
      sitemapRoutes,
    ],
    ...[alertRoutes, messageRoutes, pageRoutes],
  ];
  for (const plugin of plugins) await app.register(plugin);

  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
