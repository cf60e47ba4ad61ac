import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder for the embedded-database template the server specs copy (e2e/server/run-server.ts):
 * the first spec that needs one makes it, so a run without server specs pays nothing.
 */
export default function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-template-'));
  process.env.E2E_PGLITE_TEMPLATE = root;
  return () => rmSync(root, { recursive: true, force: true });
}
