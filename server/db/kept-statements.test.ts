import type { Db } from './db';
import { openDb } from './open-db';
import { createTestEnv } from '../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let db: Db;

const HOSTILE = [`O'Brien`, `a"b\\c`, `{x,y}`, `'); DROP TABLE t; --`, `කොළඹ`, ``];

beforeAll(async () => {
  env = await createTestEnv();
  db = await openDb(env.config());
  await db.exec(`CREATE TABLE kept_t (id integer PRIMARY KEY, name text, price double precision)`);
  await db.query(
    `INSERT INTO kept_t SELECT i, n, i * 1.5 FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)`,
    [HOSTILE],
  );
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

const byName = 'SELECT id, name FROM kept_t WHERE name = $1 ORDER BY id';
const byNames = 'SELECT id FROM kept_t WHERE name = ANY($1::text[]) AND price >= $2 ORDER BY id';

test('kept and generic statements read the same rows as plain ones, whatever the values', async () => {
  for (const plan of ['kept', 'generic'] as const) {
    for (const [i, name] of HOSTILE.entries()) {
      expect(await db.query(byName, [name], { plan }), name).toEqual([{ id: i + 1, name }]);
    }
    expect(await db.query(byNames, [HOSTILE, 3], { plan })).toEqual(
      await db.query(byNames, [HOSTILE, 3]),
    );
    expect(await db.query(byNames, [[], 0], { plan })).toEqual([]);
  }
  // A value no literal can carry, and a parameter whose type the text leaves open, still run.
  expect(await db.query(byName, [`a\0b`], { plan: 'kept' }).catch(() => 'refused')).toEqual(
    await db.query(byName, [`a\0b`]).catch(() => 'refused'),
  );
  expect(await db.query('SELECT $1 AS v', ['x'], { plan: 'kept' })).toEqual([{ v: 'x' }]);
  expect(await db.query(byName, [null], { plan: 'kept' })).toEqual([]);
});

test('a generic statement leaves the next statements planned as usual', async () => {
  await db.query(byName, [`O'Brien`], { plan: 'generic' });
  const [row] = await db.query<{ mode: string }>(
    `SELECT current_setting('plan_cache_mode') AS mode`,
  );
  expect(row!.mode).toBe('auto');
});

const onPGlite = !process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite';

test.skipIf(!onPGlite)(
  'PGlite prepares a kept statement once, however many ask at once',
  async () => {
    const sql = 'SELECT id FROM kept_t WHERE price > $1 ORDER BY id';
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => db.query(sql, [n], { plan: 'kept' })),
    );
    expect(answers[0]).toEqual(await db.query(sql, [0]));
    const statements = () =>
      db.query<{ runs: number }>(
        `SELECT generic_plans + custom_plans AS runs FROM pg_prepared_statements
        WHERE statement LIKE '%FROM kept_t WHERE price > $1%'`,
      );
    expect(await statements()).toEqual([{ runs: 8 }]);
    await db.query(sql, [1], { plan: 'kept' });
    expect(await statements()).toEqual([{ runs: 9 }]);
  },
);
