import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './db';
import { statementName } from './statement-name';

type Client = Pick<pg.PoolClient, 'query'> | pg.Pool;

/** A pooled connection that died while idle (the database restarted, a proxy cut it). */
const LOST = /^(read ECONNRESET|write EPIPE|Connection terminated unexpectedly)/;
const READ = /^\s*SELECT\b/i;

/**
 * `generic`: where a statement marked `plan: 'generic'` goes (a transaction keeps its client).
 * `retryReads`: a plain SELECT that met a connection the pool still held after it died is asked
 * once more on a fresh one, so the first request after the database returns succeeds. Writes are
 * never repeated: the lost connection may have carried them out.
 */
function wrap(client: Client, generic: Client = client, retryReads = false): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const to = options.plan === 'generic' ? generic : client;
      // Named: each connection parses a statement once, and PostgreSQL may keep its plan.
      const ask = () =>
        params.length
          ? to.query({ name: statementName(sql), text: sql, values: [...params] })
          : to.query(sql);
      try {
        return (await ask()).rows as Row[];
      } catch (error) {
        if (!retryReads || !READ.test(sql) || !LOST.test((error as Error).message)) throw error;
        return (await ask()).rows as Row[];
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * `queryTimeoutMs` (0: none) bounds every statement: PostgreSQL cancels one that runs longer, and
 * a database that stops answering altogether fails it a second later on this side, so a request
 * gets its 503 within seconds instead of waiting on a stalled server.
 */
export async function openPostgres(url: string, max = 10, queryTimeoutMs = 0): Promise<Db> {
  // A database that takes connections but never answers fails a request in 5 s (a 503), not never.
  const timeouts = {
    connectionTimeoutMillis: queryTimeoutMs ? Math.min(5_000, queryTimeoutMs + 1_000) : 5_000,
    ...(queryTimeoutMs
      ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + 1_000 }
      : {}),
  };
  const pool = new pg.Pool({ connectionString: url, max, ...timeouts });
  // PostgreSQL plans a prepared statement anew on each run while that looks cheaper than one plan
  // for all values; for a plain walk of a list (a cursor's key is a value) it always does, and the
  // planning costs several times the walk. These connections keep one plan per statement.
  const genericPool = new pg.Pool({
    connectionString: url,
    max: Math.max(1, Math.ceil(max / 2)),
    ...timeouts,
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
    ...wrap(pool, genericPool, true),
    async transaction(work) {
      const client = await pool.connect();
      // A connection whose statement failed on this side (a time-out: the statement may still
      // run there) or whose ROLLBACK failed is destroyed, never handed to the next request
      // halfway into this transaction.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        const rolledBack = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        const code = (error as { code?: unknown }).code;
        broken = !rolledBack || typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code);
        throw error;
      } finally {
        client.release(broken || undefined);
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
