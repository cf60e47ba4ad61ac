import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
      : null;
    app.decorate('redis', redis);
    if (redis)
      app.addHook('onClose', () =>
        redis.quit().then(
          () => undefined,
          () => undefined,
        ),
      );
  },
  { name: 'redis' },
);
