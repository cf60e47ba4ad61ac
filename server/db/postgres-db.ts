import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './db';
import { statementName } from './statement-name';

type Client = Pick<pg.PoolClient, 'query'> | pg.Pool;

/** `generic`: where a statement marked `plan: 'generic'` goes (a transaction keeps its client). */
function wrap(client: Client, generic: Client = client): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const to = options.plan === 'generic' ? generic : client;
      // Named: each connection parses a statement once, and PostgreSQL may keep its plan.
      const result = params.length
        ? await to.query({ name: statementName(sql), text: sql, values: [...params] })
        : await to.query(sql);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  // A database that takes connections but never answers fails a request in 5 s (a 503), not never.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // PostgreSQL plans a prepared statement anew on each run while that looks cheaper than one plan
  // for all values; for a plain walk of a list (a cursor's key is a value) it always does, and the
  // planning costs several times the walk. These connections keep one plan per statement.
  const genericPool = new pg.Pool({
    connectionString: url,
    max: Math.max(1, Math.ceil(max / 2)),
    connectionTimeoutMillis: 5_000,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection can die under the pool (PostgreSQL restarts, an admin ends it): without a
  // listener that 'error' would crash the process. The pool drops it and opens another.
  for (const each of [pool, genericPool]) {
    each.on('error', (error) => {
      console.warn(`[db] an idle PostgreSQL connection ended: ${error.message}`);
    });
  }
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...wrap(pool, genericPool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
    poolStats: () => ({
      total: pool.totalCount + genericPool.totalCount,
      idle: pool.idleCount + genericPool.idleCount,
      waiting: pool.waitingCount + genericPool.waitingCount,
    }),
  };
}
