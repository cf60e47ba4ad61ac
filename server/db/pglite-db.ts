import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable } from './db';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(client: PGliteLike): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM) persisted in `dir`: one process, one connection. The folder is
 * locked for this process (a second server on it is refused) until `close`.
 */
export async function openPGlite(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const self = wrap(pg);
  return {
    engine: 'pglite',
    ...self,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}
