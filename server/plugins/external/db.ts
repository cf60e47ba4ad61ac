import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openDb } from '../../db/open-db';
import { seedSampleItems } from '../../listings/sample-items';
import { seedSampleVehicles } from '../../vehicles/seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests' database: each statement bounded by DB_QUERY_TIMEOUT_MS (a stall is a 503). */
    db: Db;
    /** Background jobs' (alerts, orphan sweep): a pass over every ad may take longer. */
    jobDb: Db;
  }
}

/** A background job's statement may take this long on PostgreSQL, ten times a request's. */
const JOB_TIMEOUT_FACTOR = 10;

export default fp(
  async (app) => {
    const db = await openDb(app.config, app.config.dbQueryTimeoutMs);
    // A migration may build an index on a large table: on PostgreSQL it runs on connections of
    // its own, without the requests' statement time-out. PGlite is one connection by design.
    const migrator = db.engine === 'postgres' ? await openDb(app.config) : db;
    try {
      await migrate(migrator, app.config.sampleAds ? [seedSampleVehicles, seedSampleItems] : []);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    } finally {
      if (migrator !== db) await migrator.close().catch(() => undefined);
    }
    app.decorate('db', db);
    const jobDb =
      db.engine === 'postgres'
        ? await openDb(app.config, app.config.dbQueryTimeoutMs * JOB_TIMEOUT_FACTOR, 2)
        : db;
    app.decorate('jobDb', jobDb);
    app.addHook('onClose', async () => {
      await db.close();
      if (jobDb !== db) await jobDb.close();
    });
  },
  { name: 'db' },
);
