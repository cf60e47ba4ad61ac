import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openDb } from '../../db/open-db';
import { seedSampleVehicles } from '../../vehicles/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app) => {
    const db = await openDb(app.config, app.config.dbQueryTimeoutMs);
    // A migration may build an index on a large table: on PostgreSQL it runs on connections of
    // its own, without the requests' statement time-out. PGlite is one connection by design.
    const migrator = db.engine === 'postgres' ? await openDb(app.config) : db;
    try {
      await migrate(migrator, app.config.sampleAds ? [seedSampleVehicles] : []);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    } finally {
      if (migrator !== db) await migrator.close().catch(() => undefined);
    }
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
