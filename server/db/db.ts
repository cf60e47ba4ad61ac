/**
 * `kept`: a statement run often with other values, worth preparing once (PostgreSQL's connections
 * prepare every statement with parameters; PGlite only these). `generic`: kept, and its best plan
 * is the same for any values (a walk of one index in order), so one plan serves every request.
 */
export type QueryOptions = { plan?: 'kept' | 'generic' };

/** Plain SQL with $1 parameters, so the same statements run on PGlite and on PostgreSQL. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly engine: Engine;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections now: open, idle, and requests waiting for one (PGlite has one, never waited for). */
  poolStats(): { total: number; idle: number; waiting: number };
}
