import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalQuery } from '@/domain/search/saved-search';
import { isPushServiceEndpoint } from '../../alerts/push-endpoints';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import { subscriptionBodySchema, unsubscribeBodySchema } from './schemas';

const okSchema = z.object({ ok: z.literal(true) });

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  app.get(
    '/api/alerts/key',
    {
      schema: {
        summary: 'The key browsers subscribe to push alerts with',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: app.alerts.publicKey }),
  );

  app.put(
    '/api/alerts/subscription',
    {
      config: limit,
      schema: {
        summary: "Store this browser's push subscription with its saved searches and ads",
        body: subscriptionBodySchema,
        response: { 200: okSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (!isPushServiceEndpoint(body.endpoint, app.config.pushStandIn)) {
        throw new ApiError(400, 'validation', 'The endpoint is not a known push service.', {
          fields: { endpoint: serverErrorKeys.invalidValue },
        });
      }
      await app.alerts.repository.saveSubscription({
        ...body,
        searches: body.searches.map((search) => ({
          ...search,
          query: canonicalQuery(new URLSearchParams(search.query), search.type),
        })),
        savedAds: [...new Set(body.savedAds)],
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      config: limit,
      schema: {
        summary: "Forget this browser's push subscription",
        body: unsubscribeBodySchema,
        response: { 200: okSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await app.alerts.repository.deleteByEndpoint(request.body.endpoint);
      return { ok: true as const };
    },
  );
};

export default alertRoutes;
