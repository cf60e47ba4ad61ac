/**
 * Build plugins for production hardening and SEO (used by vite.config.ts):
 * - headMetaPlugin: default <title>, description, Open Graph and Twitter tags in index.html for
 *   crawlers and link previews that run no JavaScript (PageMeta replaces them in the app);
 *   at build time also the Content-Security-Policy <meta> (never in dev: Vite's dev client and
 *   React Refresh need inline scripts).
 * - sitemapPlugin: dist/sitemap.xml with the static routes and every sample vehicle.
 * - prerenderPlugin: each static route and sample vehicle as prerendered HTML
 *   (dist/browse/scooters/index.html…), and dist/shell.html, the empty app for every other path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport, type Plugin } from 'vite';
import { common } from '../src/i18n/locales/en/common';
import { paths } from '../src/config/paths';
import { vehicleTypes } from '../src/domain/vehicles/vehicle-types';
import { site } from '../src/config/site';
import { CSP_META } from './security-headers.mjs';

export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeXml = (value: string) => escapeAttr(value).replace(/'/g, '&apos;');

export function headMetaPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'bikebazaar:head-meta',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml(html) {
      const marker = '<meta charset="UTF-8" />';
      if (!html.includes(marker)) throw new Error(`index.html must contain ${marker}`);
      const title = `${common.meta.homeTitle} | ${common.meta.titleSuffix}`;
      const description = common.meta.homeDescription;
      const image = `${site.url}${SHARE_IMAGE.path}`;
      const tags = [
        `<title data-default-meta>${escapeAttr(title)}</title>`,
        `<meta data-default-meta name="description" content="${escapeAttr(description)}" />`,
        `<meta data-default-meta property="og:title" content="${escapeAttr(title)}" />`,
        `<meta data-default-meta property="og:description" content="${escapeAttr(description)}" />`,
        `<meta data-default-meta property="og:url" content="${site.url}/" />`,
        `<meta data-default-meta property="og:type" content="website" />`,
        `<meta data-default-meta property="og:site_name" content="${site.name}" />`,
        `<meta data-default-meta property="og:locale" content="en_LK" />`,
        `<meta data-default-meta property="og:image" content="${image}" />`,
        `<meta data-default-meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
        `<meta data-default-meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
        `<meta data-default-meta name="twitter:card" content="summary_large_image" />`,
        `<meta data-default-meta name="twitter:title" content="${escapeAttr(title)}" />`,
        `<meta data-default-meta name="twitter:description" content="${escapeAttr(description)}" />`,
        `<meta data-default-meta name="twitter:image" content="${image}" />`,
      ];
      const csp = isBuild
        ? [`<meta http-equiv="Content-Security-Policy" content="${escapeAttr(CSP_META)}" />`]
        : [];
      return html
        .replace(marker, [marker, ...csp].join('\n    '))
        .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
    },
  };
}

type SitemapVehicle = { id: string; postedAt: string };

/** The sitemap as XML: absolute URLs under site.url, vehicles with their posting date. */
export function buildSitemap(vehicles: readonly SitemapVehicle[], baseUrl: string = site.url) {
  const staticRoutes = [
    paths.home.getHref(),
    paths.home.getHref('spare-parts'),
    paths.home.getHref('biker-gear'),
    ...vehicleTypes.map((type) => paths.browse.getHref(type)),
    paths.browse.getHref('all'),
    paths.postAd.getHref(),
  ];
  const entries = [
    ...staticRoutes.map((route) => ({ loc: `${baseUrl}${route}`, lastmod: null })),
    ...vehicles.map((vehicle) => ({
      loc: `${baseUrl}${paths.vehicle.getHref(vehicle.id)}`,
      lastmod: vehicle.postedAt.slice(0, 10),
    })),
  ];
  const body = entries
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapPlugin(): Plugin {
  return {
    name: 'bikebazaar:sitemap',
    apply: 'build',
    async generateBundle() {
      // Load the real sample data (TypeScript, with the @ alias) through Vite's module runner.
      const { module } = await runnerImport<{ getSampleVehicles: () => SitemapVehicle[] }>(
        fileURLToPath(new URL('../src/data/sample-vehicles.ts', import.meta.url)),
        {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        },
      );
      const samples = module.getSampleVehicles();
      if (!samples.length) this.error('No sample vehicles found for the sitemap');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemap(samples),
      });
    },
  };
}

/** The app without page content: what hosts serve for paths that have no prerendered file. */
export const SHELL_FILE = 'shell.html';

/** The hoisted <title>, <meta> and <link> tags React renders first, then the page's body. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const tag = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = html;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Names the URL a prerendered page shows; the app hydrates it only at that URL (src/main.tsx). */
export const PRERENDERED_META = 'app-prerendered';

/**
 * Puts a prerendered page into the built index.html: its head tags replace the crawler defaults
 * (marked data-default-meta, so the app removes them once it renders its own), and its body goes
 * between the app-html markers, exactly as React rendered it, so the app hydrates it in place.
 * `path` is the URL it shows.
 */
export function fillTemplate(template: string, rendered: string, path: string): string {
  // The markers and the white space around them go too: hydration expects the container to
  // hold React's nodes and nothing else.
  const slot = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;
  if (!slot.test(template)) throw new Error('index.html has no <!--app-html--> markers');
  const { head, body } = splitHoisted(rendered);
  const headTags = head.map((tagHtml) =>
    tagHtml.startsWith('<link rel="preload"')
      ? tagHtml
      : tagHtml.replace(/^<(title|meta|link)/, '<$1 data-default-meta'),
  );
  const tags = [`<meta name="${PRERENDERED_META}" content="${escapeAttr(path)}">`, ...headTags];
  return template
    .replace(/^\s*<(title|meta)[^>]*data-default-meta[^>]*>.*\n/gm, '')
    .replace(slot, () => body)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript and CSS files a manifest entry needs (its static imports, not lazy ones). */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()) {
  const files = { js: [] as string[], css: [] as string[] };
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.js.push(chunk.file);
    for (const css of chunk.css ?? []) if (!files.css.includes(css)) files.css.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** JavaScript and CSS of the given manifest entries, without the entry's own files. */
function pageAssets(manifest: Manifest, keys: string[]) {
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => 'isEntry' in chunk && chunk.isEntry)
      .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    const files = chunkFiles(manifest, key, seen);
    js.push(...files.js.filter((file) => !entryFiles.has(file)));
    css.push(...files.css.filter((file) => !entryFiles.has(file) && !css.includes(file)));
  }
  return { js, css };
}

/** The shell only needs the app's start chunk early. */
export function shellHead(html: string, manifest: Manifest, startKey: string): string {
  const tags = pageAssets(manifest, [startKey]).js.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * A prerendered page paints from its HTML alone: every stylesheet it needs (the global one, the
 * app shell's and the page's) is inlined, so no request stands between the HTML and the first
 * paint, and nothing shifts when the app arrives. The stylesheets stay listed as disabled links
 * (never fetched) so the app's chunk loader, which lists the entry's stylesheet among the start
 * chunk's, knows they are in and does not fetch and apply them a second time. The page's scripts are
 * named in <meta name="app-preload">: src/main.tsx preloads them right after the first paint,
 * so they do not compete with the page's images for a phone's bandwidth before it (or at once
 * for a visitor with ads of their own, who will see the app's lists, not the prerendered ones).
 */
export function pageHead(
  html: string,
  manifest: Manifest,
  keys: string[],
  readAsset: (file: string) => string,
): string {
  const entryCss = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/.exec(
    html,
  );
  if (!entryCss) throw new Error('index.html has no entry stylesheet');
  const { js, css } = pageAssets(manifest, keys);
  const inlined = [entryCss[1]!, ...css]
    .map((file) => readAsset(file).replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  const tags = [
    `<style>${inlined}</style>`,
    ...[entryCss[1]!, ...css].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    ),
  ];
  // Before the entry script, which is async and may run before the rest of the head is parsed.
  const preload = `<meta name="app-preload" content="${js.map((file) => `/${file}`).join(' ')}">`;
  const entryScript = /<script [^>]*type="module"[^>]*><\/script>/.exec(html);
  if (!entryScript) throw new Error('index.html has no entry script');
  return html
    .replace(entryCss[0], tags.join('\n    '))
    .replace(entryScript[0], `${preload}\n    ${entryScript[0]}`);
}

type PrerenderModule = {
  prerenderedPaths: () => string[];
  renderPage: (path: string) => Promise<string>;
  routeModuleFor: (path: string) => string | null;
};

export function prerenderPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'bikebazaar:prerender',
    apply: 'build',
    configResolved(config) {
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
        resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        plugins: [
          {
            name: 'bikebazaar:prerender-no-css',
            enforce: 'pre',
            resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0prerender-empty.css' : null),
            load: (id) => (id === '\0prerender-empty.css' ? 'export default ""' : null),
          },
        ],
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
    },
  };
}
