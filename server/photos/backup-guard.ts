import type { Db } from '../db/db';
import type { PhotoStore } from './photo-store';

/**
 * Any fixed number. A PostgreSQL backup holds it exclusively from the moment it takes its
 * snapshot until every photo that snapshot names is in the archive; deleting a photo holds it
 * shared. So no edit, delete or sweep on any instance removes a file a running backup still needs.
 */
export const BACKUP_LOCK = 7_345_120_243;

/**
 * The photo store with deletes that yield to a running backup: while one runs, a delete leaves
 * the file (no ad names it any more, so the hourly orphan sweep removes it once the backup is
 * done). PGlite has no backup beside a running server, so its store is returned as it is.
 */
export function yieldToBackups(store: PhotoStore, db: Db): PhotoStore {
  if (db.engine !== 'postgres') return store;
  return {
    ...store,
    delete: (name) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ free: boolean }>(
          'SELECT pg_try_advisory_xact_lock_shared($1) AS free',
          [BACKUP_LOCK],
        );
        if (row?.free) await store.delete(name);
      }),
  };
}
