import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { site } from '@/config/site';
import { SECURITY_HEADERS } from '../scripts/security-headers.mjs';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { ApiError } from './http/api-error';
import { editVehicleRoute } from './routes/edit-vehicle-route';
import { createModerationRepository } from './admin/moderation-repository';
import { adminRoutes } from './routes/admin-routes';
import { manageRoutes } from './routes/manage-routes';
import { reportRoute } from './routes/report-route';
import { registerErrorHandler } from './http/error-handler';
import { MemoryRateStore } from './http/memory-rate-store';
import { createDiskPhotoStore, type PhotoStore } from './photos/photo-store';
import { createPhotoProcessor } from './photos/process-photo';
import { createS3PhotoStore } from './photos/s3-photo-store';
import { appFileRoutes, openAppFiles, sendAppFile } from './routes/app-files';
import { photoRoutes } from './routes/photo-routes';
import { postVehicleRoute } from './routes/post-vehicle-route';
import { systemRoutes } from './routes/system-routes';
import { vehicleRoutes } from './routes/vehicle-routes';
import { seedSampleVehicles } from './vehicles/seed';
import { createVehicleRepository } from './vehicles/vehicle-repository';

export type App = FastifyInstance & { db: Db };

/** TRUST_PROXY=2: the nearest two proxies may set X-Forwarded-For. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function openPhotoStore(config: Config): Promise<PhotoStore> {
  return config.s3
    ? Promise.resolve(createS3PhotoStore(config.s3))
    : createDiskPhotoStore(join(config.dataDir, 'photos'));
}

/**
 * The whole server: database (migrated and seeded), photo store, API, photos and the app files.
 * `main.ts` listens with it; tests use `inject()` or listen on a free port. Closing it closes the
 * database and Redis too.
 */
export async function buildApp(config: Config): Promise<App> {
  const db = await openDb(config);
  let redis: Redis | null = null;
  try {
    await migrate(db, [seedSampleVehicles]);
    const store = await openPhotoStore(config);
    const files = openAppFiles(config.distDir);
    const app = Fastify({
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
      },
      trustProxy:
        typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
      bodyLimit: 1024 * 1024,
      // Requests Node's parser refuses (headers over 16 KB, e.g. a huge query) still get JSON.
      clientErrorHandler: (error, socket) => {
        const tooLarge = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
        const body = JSON.stringify(
          tooLarge
            ? { code: 'too_large', message: 'The request headers or address are too large.' }
            : { code: 'bad_request', message: 'Malformed request.' },
        );
        const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
        const headers = Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`);
        socket.end(
          `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `${headers.join('')}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      },
      // A malformed path (`/%E0%A4%A`) gets the app shell, as from serve.mjs; the app redirects.
      frameworkErrors: (error, request, reply) => {
        if (error.code === 'FST_ERR_BAD_URL' && /^(GET|HEAD)$/.test(request.method)) {
          try {
            return sendAppFile(files, request, reply);
          } catch {
            // an API path or no build: the JSON answer below
          }
        }
        reply.hijack();
        reply.raw.writeHead(400, {
          ...SECURITY_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
        });
        reply.raw.end(JSON.stringify({ code: 'bad_request', message: 'Malformed request.' }));
      },
    }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    // Responses are plain JSON: rows were checked by the domain schema when they were stored.
    // A cached page or ad is the same object each time, so its JSON is made once (WeakMap).
    const json = new WeakMap<object, string>();
    app.setSerializerCompiler(() => (data) => {
      if (typeof data !== 'object' || data === null) return JSON.stringify(data);
      let text = json.get(data);
      if (text === undefined) json.set(data, (text = JSON.stringify(data)));
      return text;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(SECURITY_HEADERS);
      return payload;
    });
    app.addHook('onClose', async () => {
      await db.close();
      if (redis) await redis.quit().catch(() => undefined);
    });
    registerErrorHandler(app);
    // API answers (JSON) are compressed for visitors on mobile data; the app's files come
    // precompressed from the file host and photos are WebP, so only JSON is handled here. Brotli
    // at quality 4 costs about what gzip does and saves more.
    await app.register(compress, {
      customTypes: /^application\/json\b/,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });

    await app.register(swagger, {
      openapi: {
        info: { title: `${site.name} API`, version: '1.0.0' },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    });
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate:` } : { store: MemoryRateStore }),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          'rate_limited',
          `Too many requests from this address. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
    await app.register(multipart, {
      limits: {
        fileSize: config.limits.photoBytes,
        files: VEHICLE_LIMITS.galleryMax + 1,
        fields: 10,
        fieldSize: config.limits.adFieldBytes,
        parts: VEHICLE_LIMITS.galleryMax + 11,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });

    const repository = createVehicleRepository(db, {
      listCacheSeconds: config.listCacheSeconds,
      adLifetimeDays: config.adLifetimeDays,
    });
    const moderation = createModerationRepository(db, repository);
    const processPhoto = createPhotoProcessor({
      maxPixels: config.limits.photoPixels,
      concurrency: config.limits.photoConcurrency,
    });
    await app.register(systemRoutes, { engine: db.engine });
    await app.register(vehicleRoutes, { repository });
    await app.register(postVehicleRoute, {
      repository,
      store,
      processPhoto,
      limits: config.limits,
      isBlocked: moderation.isBlocked,
    });
    await app.register(manageRoutes, { repository, limits: config.limits });
    await app.register(editVehicleRoute, {
      repository,
      store,
      processPhoto,
      limits: config.limits,
      isBlocked: moderation.isBlocked,
    });
    await app.register(reportRoute, { repository, moderation, limits: config.limits });
    // Without ADMIN_PASSWORD there is no admin: every /api/admin path is a plain 404.
    if (config.adminPassword) {
      await app.register(adminRoutes, {
        moderation,
        password: config.adminPassword,
        sessionMs: config.adminSessionMs,
        trustProxy: config.trustProxy,
        limits: config.limits,
      });
    }
    await app.register(photoRoutes, { store });
    await app.register(appFileRoutes, { files });
    await app.ready();
    return Object.assign(app, { db });
  } catch (error) {
    await db.close().catch(() => undefined);
    if (redis) redis.disconnect();
    throw error;
  }
}
