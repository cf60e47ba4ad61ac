import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notReadyReason } from './readiness';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { engine } = app.db;
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and the database engine in use',
        response: {
          200: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => ({ status: 'ok' as const, engine }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness: the database answers, migrations are applied, photos can be stored',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), reason: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reason = await notReadyReason(app);
      if (!reason) return { status: 'ready' as const };
      request.log.warn({ reason }, 'not ready');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ status: 'unavailable' as const, reason });
    },
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
