import pg from 'pg';
import type { Db, Queryable } from './db';

type Client = Pick<pg.PoolClient, 'query'> | pg.Pool;

function wrap(client: Client): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a pg pool (DATABASE_URL). */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...wrap(pool),
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
    close: () => pool.end(),
  };
}
