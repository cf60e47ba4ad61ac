import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPGlite } from '../db/pglite-db';
import { seedSampleVehicles } from '../vehicles/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite folder takes 7-15 s here (initdb in WASM); copying a migrated, seeded one and
 * opening it takes about 2 s. So the PGlite run makes one template, and each test's data folder
 * starts as a copy of it (server/testing/test-app.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL && process.env.DB_ENGINE !== 'pglite') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-template-'));
  const db = await openPGlite(join(dir, 'db'));
  await migrate(db, [seedSampleVehicles]);
  await db.close();
  project.provide('pgliteTemplate', join(dir, 'db'));
  return () => rmSync(dir, { recursive: true, force: true });
}
