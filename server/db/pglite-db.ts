import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, QueryOptions } from './db';
import { statementName } from './statement-name';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

/** Past this many, statements run unprepared (the list's shapes are far fewer). */
const PREPARED_MAX = 2_000;

/** A value as an SQL literal, or null when it is not a plain string, number or list of strings. */
function literal(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (Array.isArray(value)) {
    if (!value.every((item) => typeof item === 'string')) return null;
    return literal(`{${value.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  }
  if (typeof value !== 'string' || value.includes('\0')) return null;
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * PGlite's statements are unnamed, so each query is planned anew, and planning the list's
 * statements (many indexes to weigh, each one's size read from a file) costs as much as running
 * them. A statement marked `kept` is prepared once in SQL and run with EXECUTE and its values as
 * literals; PostgreSQL then keeps one plan when that plan serves every value as well.
 */
function preparing(client: PGliteLike) {
  /** Whether each statement could be prepared: requests asking at once share one PREPARE. */
  const prepared = new Map<string, Promise<boolean>>();
  const prepare = (name: string, sql: string) => {
    let done = prepared.get(name);
    if (!done) {
      // A parameter whose type the text does not tell refuses; such a statement runs unprepared.
      done = client.exec(`PREPARE ${name} AS ${sql}`).then(
        () => true,
        () => false,
      );
      prepared.set(name, done);
    }
    return done;
  };
  return async function run<Row>(sql: string, params: readonly unknown[], generic: boolean) {
    const values = params.map(literal);
    const name = statementName(sql);
    if (values.includes(null)) return null;
    if (!prepared.has(name) && prepared.size >= PREPARED_MAX) return null;
    if (!(await prepare(name, sql))) return null;
    const execute = `EXECUTE ${name}${values.length ? `(${values.join(', ')})` : ''}`;
    if (!generic) return (await client.query<Row>(execute)).rows;
    // SET LOCAL lasts to the end of this implicit transaction: the next statement plans as usual.
    const results = await client.exec(`SET LOCAL plan_cache_mode = force_generic_plan; ${execute}`);
    return results[1]!.rows as Row[];
  };
}

function wrap(client: PGliteLike, kept?: ReturnType<typeof preparing>): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      if (kept && options.plan) {
        const rows = await kept<Row>(sql, params, options.plan === 'generic');
        if (rows) return rows;
      }
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
  // Outside transactions: the list's statements run there; a transaction's are few and varied.
  const self = wrap(pg, preparing(pg));
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
