import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { serverOptions } from './http/server-options';
import compress from './plugins/external/compress';
import db from './plugins/external/db';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import errorHandler from './plugins/app/error-handler';
import changes from './plugins/app/changes';
import cleanInput from './plugins/app/clean-input';
import json from './plugins/app/json-serializer';
import pages from './plugins/app/pages';
import renderer from './plugins/app/renderer';
import orphanSweep from './plugins/app/orphan-sweep';
import photos from './plugins/app/photos';
import previews from './plugins/app/previews';
import repositories from './plugins/app/repositories';
import adminRoutes from './routes/admin';
import pageRoutes from './routes/pages';
import photoRoutes from './routes/photos';
import previewRoutes from './routes/previews';
import sitemapRoutes from './routes/sitemap';
import systemRoutes from './routes/system';
import vehicleRoutes from './routes/vehicles';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type App = FastifyInstance;

/**
 * The whole server, in the order it is put together. `main.ts` listens with it; tests use
 * `inject()` or listen on a free port. Closing it closes the database and Redis too.
 */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);

  // Outside services and HTTP concerns.
  await app.register(securityHeaders);
  await app.register(db);
  await app.register(redis);
  await app.register(compress);
  await app.register(swagger);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(staticFiles);

  // The app's own services.
  await app.register(json);
  await app.register(errorHandler);
  await app.register(cleanInput);
  await app.register(changes);
  await app.register(repositories);
  await app.register(photos);
  await app.register(orphanSweep);
  await app.register(previews);
  await app.register(pages);
  await app.register(renderer);

  // Routes, one folder per resource.
  await app.register(systemRoutes);
  await app.register(vehicleRoutes);
  await app.register(adminRoutes);
  await app.register(photoRoutes);
  await app.register(previewRoutes);
  await app.register(sitemapRoutes);
  await app.register(pageRoutes);

  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
