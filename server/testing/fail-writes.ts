import type { Db, Queryable } from '../db/db';

/**
 * Makes every transaction of `db` fail at the first statement matching `pattern`, as a crash or
 * a database error between two writes would. Returns the function that undoes it.
 */
export function failWritesMatching(db: Db, pattern: RegExp): () => void {
  const original = db.transaction;
  const failing = (tx: Queryable): Queryable => ({
    query: (sql, params) =>
      pattern.test(sql) ? Promise.reject(new Error('injected failure')) : tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
  });
  (db as { transaction: Db['transaction'] }).transaction = <T>(
    work: (tx: Queryable) => Promise<T>,
  ) => original.call(db, (tx) => work(failing(tx))) as Promise<T>;
  return () => {
    (db as { transaction: Db['transaction'] }).transaction = original;
  };
}
