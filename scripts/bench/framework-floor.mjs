// The first-load JavaScript no app on this stack can go under: React and React DOM hydrating one
// element, and then that with the data router this app uses (createBrowserRouter, RouterProvider
// from react-router/dom, a loader, Link, Outlet, ScrollRestoration and three hooks), each built
// alone by Vite from this checkout's node_modules and measured as gzip level 9, as the
// first-load figures are. What the app itself adds to a route is its first load minus the second.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { readBuild } from './first-load.mjs';

const ENTRIES = {
  react: `
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.body, createElement('div', null, 'x'));
`,
  'react + data router': `
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, ScrollRestoration, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { RouterProvider } from 'react-router/dom';
function Page() {
  const data = useLoaderData();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  return createElement('main', { onClick: revalidate }, String(data), location.pathname,
    createElement(Link, { to: '/a' }, 'a'), createElement(Outlet), createElement(ScrollRestoration));
}
const router = createBrowserRouter([{ path: '/', Component: Page, loader: () => 1 }]);
hydrateRoot(document.body, createElement(RouterProvider, { router }));
`,
};

/** KB gzip of each minimal app, built in a temporary folder. */
export async function frameworkFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-floor-'));
  try {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    const sizes = {};
    for (const [name, source] of Object.entries(ENTRIES)) {
      const file = `${name.replace(/\W+/g, '-')}.js`;
      writeFileSync(join(dir, file), source);
      const out = join(dir, `out-${file}`);
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: out, manifest: true, rolldownOptions: { input: join(dir, file) } },
      });
      const { firstLoad } = readBuild(out);
      sizes[name] = firstLoad(file).bytes / 1024;
    }
    return sizes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
