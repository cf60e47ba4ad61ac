import { readdir, readFile } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../paths';
import type { Db, Queryable } from './db';

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 7_345_120_241;

export type CodeStep = { name: string; run: (tx: Queryable) => Promise<void> };

/** The SQL migrations this build ships, in order (`0001_vehicles.sql`, …). */
export async function migrationFiles(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_.+\.sql$/.test(name));
  return files.sort();
}

/** Names of this build's SQL migrations the database has not recorded (readiness). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return (await migrationFiles())
    .map((file) => file.replace(/\.sql$/, ''))
    .filter((name) => !applied.has(name));
}

/** Under an advisory lock: instances starting together wait for the first, then find it done. */
export async function migrate(db: Db, codeSteps: readonly CodeStep[] = []): Promise<string[]> {
  const files = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    const steps: CodeStep[] = [
      ...files.map((file) => ({
        name: file.replace(/\.sql$/, ''),
        run: async (inner: Queryable) => inner.exec(await readFile(MIGRATIONS_DIR + file, 'utf8')),
      })),
      ...codeSteps,
    ];
    for (const step of steps) {
      if (applied.has(step.name)) continue;
      await step.run(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [step.name]);
      done.push(step.name);
    }
    return done;
  });
}
