import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { aliases } from './aliases.ts';
import { fillTemplate, pageHead, shellHead, type Manifest } from '../../src/app/html/page-html.ts';

export const SHELL_FILE = 'shell.html';

/** A dot-folder, so no host serves it. */
export const SSR_DIR = '.ssr';

/** Stylesheets are the client build's (inlined into each page); the server never loads CSS. */
const noCss = {
  name: 'bikebazaar:prerender-no-css',
  enforce: 'pre' as const,
  resolveId: (id: string) => (/\.css(\?|$)/.test(id) ? '\0prerender-empty-style' : null),
  load: (id: string) => (id === '\0prerender-empty-style' ? 'export default ""' : null),
};

/** The service worker's registration is the browser build's; the server never registers one. */
const noServiceWorker = {
  name: 'bikebazaar:ssr-no-pwa',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id === 'virtual:pwa-register' ? '\0ssr-pwa-register' : null),
  load: (id: string) =>
    id === '\0ssr-pwa-register' ? 'export const registerSW = () => async () => {};' : null,
};

async function buildServerRenderer(root: string, outDir: string) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: aliases },
    plugins: [noCss, noServiceWorker],
    // Every package inside the bundle: React's production build whatever NODE_ENV the server runs
    // with (the development build renders pages several times slower), and one React for all the
    // libraries that call its hooks (an external one loads a second copy: "Invalid hook call").
    ssr: {
      noExternal: true,
      resolve: { conditions: ['module', 'node', 'production'] },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/app/server-render.tsx',
      outDir: join(outDir, SSR_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        output: { entryFileNames: 'server-render.js' },
        // React Router's "use client" marks means nothing to a server bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

type PrerenderModule = {
  prerenderedPaths: () => string[];
  renderPage: (path: string) => Promise<string>;
  routeModuleFor: (path: string) => string | null;
};

export function prerenderPlugin(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'bikebazaar:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const START = 'src/app/start.tsx';
      writeFileSync(join(outDir, SHELL_FILE), shellHead(template, manifest, START));
      const readAsset = (file: string) => readFileSync(join(outDir, file), 'utf8');
      // Render the app's own modules in Node through Vite (styles are the client build's).
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { alias: aliases },
        plugins: [noCss],
      });
      try {
        const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        for (const path of app.prerenderedPaths()) {
          const rendered = await app.renderPage(path);
          // A page that failed renders its error screen, which has no <title> of its own; a
          // part left to the browser (<!--$!-->) would be rendered again over the HTML.
          if (
            rendered.includes('<template data-msg') ||
            rendered.includes('<!--$!-->') ||
            !rendered.includes('<title')
          ) {
            throw new Error(
              `Prerendering ${path} failed: ${/data-msg="([^"]*)"/.exec(rendered)?.[1] ?? rendered.slice(0, 500)}`,
            );
          }
          const file =
            path === '/'
              ? join(outDir, 'index.html')
              : join(outDir, decodeURIComponent(path.slice(1)), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          const page = fillTemplate(template, rendered, path);
          const route = app.routeModuleFor(path);
          if (!route) throw new Error(`No route renders ${path}`);
          writeFileSync(file, pageHead(page, manifest, [START, route], readAsset));
        }
      } finally {
        await server.close();
      }
      await buildServerRenderer(root, outDir);
      writeFileSync(join(outDir, SSR_DIR, 'template.html'), template);
    },
  };
}
