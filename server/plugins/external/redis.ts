import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Counters, memoryCounters, redisCounters } from '../../http/counters';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    /** Rate limits and login tries: in Redis while it answers, else in this process. */
    counters: Counters;
  }
}

/** A command Redis has not answered in this time fails, and the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Redis is optional at run time: the server starts and serves while it is down. No command
 * waits for a connection (no offline queue) or longer than REDIS_COMMAND_TIMEOUT_MS; the client
 * reconnects in the background.
 */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectTimeout: 2_000,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
        })
      : null;
    if (redis) {
      let down = false;
      redis.on('error', (error: Error) => {
        if (!down) app.log.warn({ reason: error.message }, 'Redis is unreachable; retrying');
        down = true;
      });
      redis.on('ready', () => {
        if (down) app.log.info('Redis is back');
        down = false;
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('redis', redis);
    app.decorate(
      'counters',
      redis
        ? redisCounters(redis, app.config.redisPrefix, (error, message) =>
            app.log.warn({ reason: (error as Error).message }, message),
          )
        : memoryCounters(),
    );
  },
  { name: 'redis' },
);
