// First-load JavaScript per route, from the Vite build manifest: the entry (which paints the
// prerendered page), the app's start chunk (React, the router, the shell) and the route's own
// chunk, each with the chunks they import statically. Lazy chunks (BikeBot, the outbox panel,
// the service worker's registration…) are not part of it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_ROUTES = [
  { route: '/', module: 'src/app/routes/home.tsx' },
  { route: '/browse/:type', module: 'src/app/routes/browse.tsx' },
  { route: '/vehicle/:id', module: 'src/app/routes/vehicle-detail.tsx' },
  { route: '/post-ad', module: 'src/app/routes/post-ad.tsx' },
];

export function readBuild(dir = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length);
    return sizes.get(file);
  };
  function closure(key, seen = new Set()) {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  }
  const jsGzip = (files) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  const entryFiles = closure('index.html');
  const startFiles = closure('src/app/start.tsx');
  const firstLoad = (module) => {
    const files = new Set([...entryFiles, ...startFiles, ...closure(module)]);
    return { bytes: jsGzip(files), files: [...files].filter((f) => f.endsWith('.js')) };
  };
  return { manifest, closure, jsGzip, gzipSize, entryFiles, startFiles, firstLoad };
}
