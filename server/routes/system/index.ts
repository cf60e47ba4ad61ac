import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health and GET /api/openapi.json. */
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

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
