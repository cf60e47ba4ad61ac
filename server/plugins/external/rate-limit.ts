import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';
import { counterRateStore } from '../../http/counter-rate-store';

/** Counted in Redis when there is one and it answers, so instances share them. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: counterRateStore(app.counters),
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          'rate_limited',
          `Too many requests from this address. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
