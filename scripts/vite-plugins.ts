/**
 * Build plugins for production hardening and SEO (used by vite.config.ts):
 * - headMetaPlugin: default <title>, description, Open Graph and Twitter tags in index.html for
 *   crawlers and link previews that run no JavaScript (PageMeta replaces them in the app);
 *   at build time also the Content-Security-Policy <meta> (never in dev: Vite's dev client and
 *   React Refresh need inline scripts).
 * - sitemapPlugin: dist/sitemap.xml with the static routes and every sample vehicle.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { common } from '../src/i18n/locales/en/common';
import { paths, vehicleTypes } from '../src/config/paths';
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
      const { module } = await runnerImport<{ sampleVehicles: SitemapVehicle[] }>(
        fileURLToPath(new URL('../src/data/sample-vehicles.ts', import.meta.url)),
        {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        },
      );
      if (!module.sampleVehicles.length) this.error('No sample vehicles found for the sitemap');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemap(module.sampleVehicles),
      });
    },
  };
}
