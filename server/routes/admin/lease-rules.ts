import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLoanToValueRulesSchema } from '@/domain/leasing/lease-rules-schema';
import { errorBodySchema } from '../../http/api-error';
import { changing, readOnly, signedIn } from './guard';
import { errors } from './schemas';

export const leaseRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lease-rules',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The loan-to-value caps and default rates in force',
        response: { 200: getLoanToValueRulesSchema(), ...errors },
      },
    },
    () => app.leaseRules.get(),
  );

  app.put(
    '/api/admin/lease-rules',
    {
      onRequest: changing,
      schema: {
        summary: 'Replace the caps and default rates (when the Central Bank changes them)',
        body: getLoanToValueRulesSchema(),
        response: { 200: getLoanToValueRulesSchema(), 400: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const session = signedIn(request);
      await app.leaseRules.set(request.body, session.moderator.name);
      request.log.info({ moderator: session.moderator.name }, 'lease rules changed');
      // Rendered ad pages carry the rules: they are rendered afresh, here and elsewhere.
      app.changes.notify();
      return request.body;
    },
  );
};
