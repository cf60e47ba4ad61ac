import { spareParts } from '@/data/spare-parts';
import { sampleItemAds } from '../listings/sample-items';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { createTestEnv } from '../testing/test-app';
import { seedSampleVehicles } from '../vehicles/seed';
import { migrate } from './migrate';
import { openDb } from './open-db';

test.skipIf(!process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite')(
  'instances starting together migrate and seed exactly once',
  async () => {
    const env = await createTestEnv({ fresh: true });
    const config = env.config();
    const dbs = await Promise.all([openDb(config), openDb(config), openDb(config)]);
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db, [seedSampleVehicles])));
      const all = applied.flat();
      expect(all.filter((name) => name === '0001_vehicles')).toHaveLength(1);
      expect(all.filter((name) => name === seedSampleVehicles.name)).toHaveLength(1);
      const [row] = await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles');
      expect(row!.n).toBe(getSampleVehicles().length);
      expect(await migrate(dbs[1]!, [seedSampleVehicles])).toEqual([]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await env.dispose();
    }
  },
);

test.skipIf(!process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite')(
  'connections ended by the database server do not crash the app',
  async () => {
    const env = await createTestEnv();
    const db = await openDb(env.config());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await Promise.all([db.query('SELECT 1'), db.query('SELECT 2'), db.query('SELECT 3')]);
      const admin = await openDb(env.config());
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await admin.close();
      expect(ended.length).toBeGreaterThan(0);
      // Each idle connection hears of its end on its own; then the pool opens new ones.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended.length));
      const [row] = await db.query<{ n: number }>('SELECT $1::int AS n', [42]);
      expect(row!.n).toBe(42);
    } finally {
      warn.mockRestore();
      await db.close();
      await env.dispose();
    }
  },
);

test('a database from before the description gains the column; its ads read with none', async () => {
  const env = await createTestEnv();
  let app = await env.open();
  try {
    // Back to how 0001 left it, with ads stored then.
    await app.db.exec(`ALTER TABLE vehicles DROP COLUMN description;
      DELETE FROM schema_migrations WHERE name = '0002_vehicle_description'`);
    await app.close();
    app = await env.open();
    const [sample] = getSampleVehicles();
    const read = await app.inject({ url: `/api/vehicles/${sample!.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: sample!.id, description: null });
    const list = await app.inject({ url: '/api/vehicles?q=honda' });
    expect(list.statusCode).toBe(200);
    expect(await migrate(app.db, [seedSampleVehicles])).toEqual([]);
  } finally {
    await app.close();
    await env.dispose();
  }
});

test('a clean start stores no sample ads; SAMPLE_ADS=true adds them once', async () => {
  // Never migrated, unlike the test template (which holds the samples).
  const env = await createTestEnv({ fresh: true });
  let app = await env.open({ sampleAds: false });
  try {
    const count = async () =>
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]!.n;
    expect(await count()).toBe(0);
    expect((await app.inject({ url: '/api/vehicles' })).json()).toMatchObject({ total: 0 });
    // Nor sample parts or gear: a production server never shows an example phone number.
    expect((await app.inject({ url: '/api/parts' })).json()).toMatchObject({ total: 0 });
    expect((await app.inject({ url: '/api/gear' })).json()).toMatchObject({ total: 0 });
    await app.close();
    app = await env.open({ sampleAds: true });
    expect(await count()).toBe(getSampleVehicles().length + sampleItemAds().length);
    expect((await app.inject({ url: '/api/parts' })).json().total).toBe(spareParts.length);
  } finally {
    await app.close();
    await env.dispose();
  }
});
