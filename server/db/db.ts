/**
 * The one database interface the server uses: plain SQL with $1 parameters, so the same
 * statements run on embedded PGlite and on PostgreSQL (pg). Rows come back as plain objects.
 */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly engine: Engine;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections now: open, idle, and requests waiting for one (PGlite has one, never waited for). */
  poolStats(): { total: number; idle: number; waiting: number };
}
