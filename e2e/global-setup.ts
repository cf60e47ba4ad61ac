import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleServer } from './server/server-bundle';
import { makeDataTemplate } from './server/start-server';
import { startStaticHost } from './static-host';

/** Filters named on the command line (`e2e/home.spec.ts:12`, `e2e/server/`), none matching a server spec. */
function onlyBrowserSpecs(): boolean {
  const start = process.argv.indexOf('test');
  if (start < 0) return false;
  const filters = process.argv.slice(start + 1).filter((arg) => !arg.startsWith('-'));
  const serverSpecs = readdirSync('e2e/server')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => resolve('e2e/server', name));
  const matches = (filter: string) => {
    const pattern = filter.replace(/:\d+$/, '');
    const asRegExp = (file: string) => {
      try {
        return new RegExp(pattern).test(file);
      } catch {
        return true;
      }
    };
    return serverSpecs.some((file) => file.includes(resolve(pattern)) || asRegExp(file));
  };
  return filters.length > 0 && !filters.some(matches);
}

/**
 * The build's static host, the server the specs start, bundled (e2e/server/server-bundle.ts), and
 * a folder for the embedded-database template they copy (e2e/server/run-server.ts), made in the
 * background while the first specs run; the server specs wait for it if they must.
 */
export default async function globalSetup() {
  // The browser specs' static host, on a free port: their baseURL (playwright.config.ts; the
  // workers start after this and inherit it).
  const host = await startStaticHost();
  process.env.E2E_BASE_URL = host.base;
  const root = mkdtempSync(join(tmpdir(), 'bikebazaar-e2e-template-'));
  process.env.E2E_PGLITE_TEMPLATE = root;
  if (onlyBrowserSpecs()) {
    return async () => {
      await host.stop();
      rmSync(root, { recursive: true, force: true });
    };
  }
  const bundle = await bundleServer();
  process.env.E2E_SERVER_BUNDLE = bundle.file;
  const making = makeDataTemplate(root);
  return async () => {
    await making;
    await host.stop();
    rmSync(root, { recursive: true, force: true });
    bundle.remove();
  };
}
