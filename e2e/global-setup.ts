import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDataTemplate } from './server/start-server';

/** Port of the server that makes the template (the specs' servers use PORT + 17…520 + worker). */
const TEMPLATE_PORT_OFFSET = 990;

/** Files named on the command line, none of them a server spec: the template is not needed. */
function onlyBrowserSpecs(): boolean {
  const named = process.argv.filter((arg) => /\.spec\.ts(:\d+)?$/.test(arg));
  return named.length > 0 && named.every((arg) => !arg.includes('server/'));
}

/**
 * A folder for the embedded-database template the server specs copy (e2e/server/run-server.ts),
 * made in the background while the first specs run; the server specs wait for it if they must.
 */
export default function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-template-'));
  process.env.E2E_PGLITE_TEMPLATE = root;
  const making = onlyBrowserSpecs()
    ? Promise.resolve()
    : makeDataTemplate(root, Number(process.env.PORT || 4173) + TEMPLATE_PORT_OFFSET);
  return async () => {
    await making;
    rmSync(root, { recursive: true, force: true });
  };
}
