import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPGlite } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { seedSampleVehicles } from '../vehicles/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite folder each test's folder is copied from. */
    pgliteTemplate: string;
    /** The same before any migration: a clean start without another initdb. */
    pgliteEmpty: string;
    /** A migrated, seeded PostgreSQL database each test's database is created from. */
    postgresTemplate: string;
  }
}

/** A query on the server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PGlite folder takes 7-15 s here (initdb in WASM); copying a migrated, seeded one and
 * opening it takes about 2 s. On PostgreSQL, copying a template database is quicker than
 * migrating and seeding each test's. So each run makes its templates once, and each test's
 * database starts as a copy (server/testing/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DB_ENGINE === 'pglite' ? '' : (process.env.TEST_DATABASE_URL ?? '');
  if (serverUrl) {
    // Unique per run: other runs may share this server.
    const name = `bikebazaar_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const db = await openPostgres(databaseUrl(serverUrl, name), 1);
    try {
      await migrate(db, [seedSampleVehicles]);
    } finally {
      await db.close();
    }
    project.provide('pgliteTemplate', '');
    project.provide('pgliteEmpty', '');
    project.provide('postgresTemplate', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-template-'));
  let db = await openPGlite(join(dir, 'db'));
  await db.close();
  cpSync(join(dir, 'db'), join(dir, 'empty'), { recursive: true });
  db = await openPGlite(join(dir, 'db'));
  await migrate(db, [seedSampleVehicles]);
  await db.close();
  project.provide('pgliteTemplate', join(dir, 'db'));
  project.provide('pgliteEmpty', join(dir, 'empty'));
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
