import { emptyVehicleSearch } from '@/domain/vehicles/vehicle-search';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createTestEnv } from '../testing/test-app';
import { seedSampleVehicles } from './seed';
import { countSql, type ListFilters, pageSql, type Sql } from './vehicle-list-sql';
import { VEHICLE_COLUMNS } from './vehicle-rows';

/**
 * The list statements' plans at 100,000 ads: each is bounded by an index, never a sequential scan
 * of `vehicles`. Filling PGlite with 100,000 ads (and their GIN entries) takes minutes, so this
 * runs on PostgreSQL (TEST_DATABASE_URL); PGlite runs the same statements and migrations.
 */
const ADS = 100_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.DB_ENGINE !== 'pglite';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let db: Db;

/** Copies of the samples with their own ids, times, prices and mileages, in one statement. */
async function fill(count: number): Promise<void> {
  const columns = (
    await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'vehicles' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    )
  ).map((row) => row.name);
  const [{ samples } = { samples: 1 }] = await db.query<{ samples: number }>(
    'SELECT count(*)::int AS samples FROM vehicles',
  );
  const varied: Record<string, string> = {
    id: `v.id || '-copy-' || g`,
    posted_at: `v.posted_at - g * interval '37 seconds'`,
    price: `CASE WHEN g % 17 = 0 THEN NULL ELSE round(v.price * (0.6 + (g * 7919 % 81) / 100.0)) END`,
    mileage_km: `CASE WHEN g % 13 = 0 THEN NULL ELSE (g * 104729 % 90000) + 100 END`,
  };
  const select = columns.map((name) => varied[name] ?? `v.${name}`).join(', ');
  await db.exec(`INSERT INTO vehicles (${columns.join(', ')})
    SELECT ${select} FROM vehicles v, generate_series(1, ${Math.ceil(count / samples)}) g`);
  await db.exec('VACUUM ANALYZE vehicles');
}

beforeAll(async () => {
  if (!onPostgres) return;
  env = await createTestEnv();
  db = await openDb(env.config());
  await migrate(db, [seedSampleVehicles]);
  await fill(ADS);
}, 480_000);
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

async function plan(sql: Sql): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.text}`, sql.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The one plan PostgreSQL keeps for a statement marked `generic`, whatever its values. */
async function genericPlan(sql: Sql, explain = 'EXPLAIN'): Promise<string> {
  // EXECUTE takes no bound parameters: the values go in as literals (test values, no quotes).
  const args = sql.params
    .map((value) =>
      Array.isArray(value)
        ? `'{${value.map((v) => `"${String(v)}"`).join(',')}}'`
        : `'${String(value)}'`,
    )
    .join(', ');
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
    await tx.exec(`PREPARE generic_shape AS ${sql.text}`);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(
      `${explain} EXECUTE generic_shape${args ? `(${args})` : ''}`,
    );
    await tx.exec('DEALLOCATE generic_shape');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Pages of index and table read by a plan run with EXPLAIN (ANALYZE, BUFFERS). */
function buffersOf(text: string): number {
  const top = /Buffers: shared( hit=(\d+))?( read=(\d+))?/.exec(text);
  return Number(top?.[2] ?? 0) + Number(top?.[4] ?? 0);
}

const filters = (changes: Partial<ListFilters>): ListFilters => ({
  ...emptyVehicleSearch,
  type: 'all',
  ...changes,
});
const PAGE = 25;

describe.skipIf(!onPostgres)('list statements at 100,000 ads', () => {
  test('the rows are there', async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles');
    expect(row!.n).toBeGreaterThanOrEqual(ADS);
  });

  const shapes: Array<[string, () => Sql]> = [
    [
      'category page',
      () => pageSql(filters({ type: 'scooters' }), 'words', 'newest', null, PAGE, VEHICLE_COLUMNS),
    ],
    ['category count', () => countSql(filters({ type: 'scooters' }), 'words')],
    [
      'filtered count',
      () => countSql(filters({ type: 'sport', make: ['Honda'], priceMax: 900_000 }), 'words'),
    ],
    [
      'keyword page',
      () =>
        pageSql(
          filters({ q: 'pulsar', priceMax: 1_000_000 }),
          'words',
          'price-asc',
          null,
          PAGE,
          VEHICLE_COLUMNS,
        ),
    ],
    [
      'keyword count',
      () => countSql(filters({ q: 'pulsar', priceMax: 1_000_000 }), 'words', 1_001),
    ],
    ['typo count', () => countSql(filters({ q: 'pulsr' }), 'broad', 1_001)],
    [
      'deep page, newest',
      () =>
        pageSql(
          filters({}),
          'words',
          'newest',
          { key: new Date(Date.now() - 40 * 86_400_000).toISOString(), id: 'm' },
          PAGE,
          VEHICLE_COLUMNS,
        ),
    ],
    [
      'deep page, price',
      () =>
        pageSql(
          filters({ type: 'scooters' }),
          'words',
          'price-asc',
          { key: 400_000, id: 'm' },
          PAGE,
          VEHICLE_COLUMNS,
        ),
    ],
  ];
  test.each(shapes)('%s: no sequential scan of vehicles', async (_name, shape) => {
    const text = await plan(shape());
    expect(text).not.toMatch(/Seq Scan on vehicles/);
    expect(text).toMatch(/Index/);
  });

  test('statements marked generic run where PostgreSQL keeps one plan', async () => {
    const mode = (options?: { plan: 'generic' }) =>
      db.query<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`, [], options);
    expect((await mode())[0]!.mode).toBe('auto');
    expect((await mode({ plan: 'generic' }))[0]!.mode).toBe('force_generic_plan');
  });

  test.each(shapes.filter(([, shape]) => shape().plan === 'generic'))(
    '%s: its one plan for any values walks an index',
    async (_name, shape) => {
      const text = await genericPlan(shape());
      // Read in index order: no scan of the table, no sort of what the filters let through.
      expect(text).not.toMatch(/Seq Scan on vehicles|(^|->)\s*Sort\s+\(/m);
      expect(text).toMatch(/Index (Only )?Scan/);
    },
  );

  // Without a keyword the one plan kept for a statement serves rare and common values alike.
  const SORTS = ['newest', 'price-asc', 'price-desc', 'mileage-asc'] as const;
  const FILTERS: Array<Partial<ListFilters>> = [
    { make: ['Triumph'] },
    { make: ['Honda'] },
    { type: 'scooters', make: ['Honda'], location: ['Colombo'] },
    { location: ['Jaffna'] },
    { make: ['Honda', 'Triumph'] },
    { priceMin: 300_000, priceMax: 800_000 },
    { priceMin: 5_000_000 },
    { type: 'sport', priceMax: 150_000 },
    { make: ['Triumph'], priceMin: 800_000 },
    { location: ['Colombo'], yearMin: 2024 },
  ];
  const matrix = FILTERS.flatMap((changes) =>
    SORTS.map((sort) => [JSON.stringify(changes), sort, changes] as const),
  );
  test.each(matrix)(
    '%s sorted %s: the kept plan reads about what its own would',
    async (_n, sort, changes) => {
      const page = pageSql(filters(changes), 'words', sort, null, PAGE, VEHICLE_COLUMNS);
      const count = countSql(filters(changes), 'words');
      for (const sql of [page, count]) {
        expect(sql.plan).toBe('generic');
        const own = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`,
          sql.params,
        );
        const ownBuffers = buffersOf(own.map((row) => row['QUERY PLAN']).join('\n'));
        const kept = await genericPlan(sql, 'EXPLAIN (ANALYZE, BUFFERS)');
        expect(buffersOf(kept), kept).toBeLessThanOrEqual(ownBuffers * 3 + 100);
      }
    },
  );

  test('a deep page starts at its cursor: the keyset is an index condition', async () => {
    const cursor = { key: new Date(Date.now() - 40 * 86_400_000).toISOString(), id: 'm' };
    const text = await plan(
      pageSql(filters({ type: 'scooters' }), 'words', 'newest', cursor, PAGE, VEHICLE_COLUMNS),
    );
    expect(text).toMatch(/Index Cond: .*posted_at <=/);
  });

  test('a price band sorted by price is an index range, not a walk from the cheapest ad', async () => {
    const band = filters({ location: ['Colombo'], priceMin: 800_000 });
    const text = await plan(pageSql(band, 'words', 'price-asc', null, PAGE, VEHICLE_COLUMNS));
    expect(text).toMatch(/Index Cond: .*price >=/);
  });

  test.each(['newest', 'price-asc', 'price-desc', 'mileage-asc'] as const)(
    'a rare make sorted %s reads a few thousand index entries at most, not the whole order',
    async (sort) => {
      const sql = pageSql(
        filters({ make: ['Triumph'] }),
        'words',
        sort,
        null,
        PAGE,
        VEHICLE_COLUMNS,
      );
      const rows = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE) ${sql.text}`,
        sql.params,
      );
      const removed = rows
        .map((row) => /Rows Removed by Filter: (\d+)/.exec(row['QUERY PLAN'])?.[1])
        .reduce((sum, n) => sum + Number(n ?? 0), 0);
      expect(removed, rows.map((row) => row['QUERY PLAN']).join('\n')).toBeLessThan(5_000);
    },
  );
});
