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
    const db = await openDb(app.config);
    try {
      await migrate(db, app.config.sampleAds ? [seedSampleVehicles] : []);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
