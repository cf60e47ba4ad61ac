import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { PHOTO_NAME, PREVIEW_NAME, TEMP_NAME, type PhotoStore } from './photo-store';

/** Any fixed number: instances sharing a database take turns, the others skip that hour. */
const SWEEP_LOCK = 7_345_120_242;
export const ORPHAN_AGE_MS = 60 * 60_000;

/** The photo keys (32 hex) the ads' rows name. */
export async function namedKeys(q: Queryable): Promise<Set<string>> {
  const rows = await q.query<{ url: string }>(
    `SELECT image AS url FROM vehicles WHERE image LIKE '/photos/%'
      UNION SELECT url FROM vehicles, unnest(gallery) AS url WHERE url LIKE '/photos/%'`,
  );
  return new Set(rows.map((row) => row.url.slice('/photos/'.length, '/photos/'.length + 32)));
}

/** The key (32 hex) each ad that is not deleted names its link previews by (previewStoreName). */
async function previewKeys(q: Queryable): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>("SELECT id FROM vehicles WHERE status <> 'deleted'");
  return new Set(rows.map((row) => createHash('sha256').update(row.id).digest('hex').slice(0, 32)));
}

async function sweep(q: Queryable, store: PhotoStore, before: number): Promise<number> {
  // Files first, rows after: a photo written with its ad's row is seen named.
  const candidates: string[] = [];
  const previews: string[] = [];
  for await (const entry of store.list()) {
    if (entry.modified.getTime() >= before) continue;
    if (PHOTO_NAME.test(entry.name) || TEMP_NAME.test(entry.name)) candidates.push(entry.name);
    else if (PREVIEW_NAME.test(entry.name)) previews.push(entry.name);
  }
  const named = candidates.length ? await namedKeys(q) : new Set<string>();
  const live = previews.length ? await previewKeys(q) : new Set<string>();
  const orphans = [
    ...candidates.filter((name) => TEMP_NAME.test(name) || !named.has(name.slice(0, 32))),
    // Previews of deleted ads, and of ads gone from the database altogether.
    ...previews.filter((name) => !live.has(name.slice(0, 32))),
  ];
  for (const name of orphans) await store.delete(name);
  return orphans.length;
}

/**
 * Deletes photo files no ad names and temporary files a crash left, once they are older than
 * `maxAgeMs` (a post writes its photos moments before its row). On PostgreSQL one instance
 * sweeps at a time (an advisory lock; null: another is sweeping). PGlite has one process by
 * design, and a transaction there would hold up every request, so it sweeps without one.
 */
export async function sweepOrphans(
  db: Db,
  store: PhotoStore,
  maxAgeMs = ORPHAN_AGE_MS,
): Promise<number | null> {
  const before = Date.now() - maxAgeMs;
  if (db.engine === 'pglite') return sweep(db, store, before);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SWEEP_LOCK],
    );
    return row?.locked ? sweep(tx, store, before) : null;
  });
}
