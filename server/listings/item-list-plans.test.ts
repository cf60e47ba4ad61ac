import { parseItemSearch } from '@/domain/listings/item-search';
import type { ItemKind } from '@/domain/listings/item-types';
import { benchGear, benchParts } from '../bench/bench-items';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createTestEnv } from '../testing/test-app';
import { itemCountSql, itemPageSql, type Sql } from './item-list-sql';
import { insertItems } from './item-repository';

/**
 * The parts and gear lists' plans with 30,000 of each: every filter shape is read from one of the
 * partial indexes of migration 0015, never a sequential scan of the ads table, with the plan kept
 * for every value (`generic`). PostgreSQL only, like vehicle-list-plans.test.ts.
 */
const ITEMS = 30_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.DB_ENGINE !== 'pglite';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let db: Db;

beforeAll(async () => {
  if (!onPostgres) return;
  env = await createTestEnv();
  db = await openDb(env.config());
  await migrate(db);
  for (const ads of [benchParts(ITEMS), benchGear(ITEMS)]) {
    for (let from = 0; from < ads.length; from += 5_000) {
      await insertItems(db, ads.slice(from, from + 5_000));
    }
  }
  await db.exec('VACUUM ANALYZE vehicles');
}, 480_000);
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

/** The plan kept for a statement marked `generic`, as the server's generic connections run it. */
async function planOf(sql: Sql): Promise<string> {
  const literal = (value: unknown) =>
    Array.isArray(value)
      ? `'{${value.map((v) => `"${String(v)}"`).join(',')}}'`
      : `'${String(value).replace(/'/g, "''")}'`;
  return db.transaction(async (tx) => {
    if (sql.plan === 'generic') await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
    await tx.exec(`PREPARE item_shape AS ${sql.text}`);
    const args = sql.params.map(literal).join(', ');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN EXECUTE item_shape${args ? `(${args})` : ''}`,
    );
    await tx.exec('DEALLOCATE item_shape');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const shapes: [ItemKind, Record<string, string>, RegExp][] = [
  ['part', {}, /parts_listed_newest/],
  [
    'part',
    { brand: 'Bajaj', category: 'brakes', condition: 'used' },
    /parts_listed_category_brand_newest/,
  ],
  ['part', { brand: 'Bajaj' }, /parts_listed_brand_newest|parts_listed_category_brand_newest/],
  ['part', { category: 'tyres', sort: 'price-asc' }, /parts_listed_/],
  [
    'part',
    { fit: 'Bajaj|Pulsar 150|2015' },
    /parts_listed_any_bike_newest[\s\S]*part_fits_listed_newest/,
  ],
  ['part', { fit: 'Honda|Dio|2018', sort: 'price-desc' }, /parts_listed_(fit_keys|price_desc)/],
  ['gear', {}, /gear_listed_newest/],
  ['gear', { size: 'M', sls: '1' }, /gear_listed_sls_size_newest/],
  ['gear', { size: 'L', category: 'jackets' }, /gear_listed_/],
  ['gear', { price: '5000-15000', sort: 'price-asc' }, /gear_listed_price/],
];

describe.skipIf(!onPostgres)('part and gear list plans', () => {
  it.each(shapes)('%s %o: pages and counts from their indexes', async (kind, params, index) => {
    const search = parseItemSearch(kind, params);
    const first = await planOf(itemPageSql(search, null, 25));
    const next = await planOf(
      itemPageSql(
        search,
        { key: search.sort === 'newest' ? '2026-11-01T00:00:00.000Z' : 5000, id: 'part-bench-9' },
        25,
      ),
    );
    const count = await planOf(itemCountSql(search));
    for (const plan of [first, next, count]) expect(plan).not.toMatch(/Seq Scan on vehicles/);
    expect(first).toMatch(index);
  });
});
