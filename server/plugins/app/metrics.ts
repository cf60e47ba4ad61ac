import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sameSecret } from '../../admin/admin-auth';

export type Metrics = {
  registry: Registry;
  adsPosted: Counter;
  adsHeld: Counter;
  /** Set by whatever keeps held ads: how many wait for a moderator, read at each scrape. */
  countHeldAds: (() => Promise<number>) | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** 404 without METRICS_TOKEN; one registry per app, since tests build many. */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'bikebazaar_' });
    const metrics: Metrics = {
      registry,
      adsPosted: new Counter({
        name: 'bikebazaar_ads_posted_total',
        help: 'Ads posted (201)',
        registers: [registry],
      }),
      adsHeld: new Counter({
        name: 'bikebazaar_ads_held_total',
        help: 'Ads held for review when posted',
        registers: [registry],
      }),
      countHeldAds: null,
    };
    new Gauge({
      name: 'bikebazaar_held_ads',
      help: 'Ads waiting for a moderator',
      registers: [registry],
      async collect() {
        // A database that does not answer leaves the last value; the scrape still succeeds.
        const count = await metrics.countHeldAds?.().catch(() => null);
        if (typeof count === 'number') this.set(count);
      },
    });
    const pool = new Gauge({
      name: 'bikebazaar_db_connections',
      help: 'Database connections by state (PGlite: one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.db.poolStats();
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const duration = new Histogram({
      name: 'bikebazaar_http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'bikebazaar_http_errors_total',
      help: 'Answers with a 5xx status (503: the database was unavailable)',
      labelNames: ['status'],
      registers: [registry],
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      duration.observe(
        { method: request.method, route, status: String(status) },
        reply.elapsedTime / 1000,
      );
      if (status >= 500) errors.inc({ status: String(status) });
      if (status === 201 && request.method === 'POST' && route === '/api/vehicles') {
        metrics.adsPosted.inc();
      }
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = app.config.metricsToken;
      if (!token) return reply.code(404).send({ code: 'not_found', message: 'Not found.' });
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ code: 'unauthorized', message: 'A valid bearer token is required.' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
