import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './db';

type Client = Pick<pg.PoolClient, 'query'> | pg.Pool;

// Named prepared statements: each connection plans one once. The list queries come in a bounded
// number of shapes, so the set stays small.
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `bb_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
}

function wrap(client: Client): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = params.length
        ? await client.query({ name: statementName(sql), text: sql, values: [...params] })
        : await client.query(sql);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Without a listener, an idle connection ended by the database would crash the process.
  pool.on('error', (error) => {
    console.warn(`[db] an idle PostgreSQL connection ended: ${error.message}`);
  });
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
