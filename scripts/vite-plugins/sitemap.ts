/**
 * dist/sitemap.xml: the static routes and every sample vehicle, in every language (`/`, `/si/`,
 * `/ta/`…), each entry naming its twins as hreflang alternates (English is the x-default).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { paths } from '../../src/config/paths';
import { site } from '../../src/config/site';
import { vehicleTypes } from '../../src/domain/vehicles/vehicle-types';
import { languages } from '../../src/i18n/languages';
import { pathInEveryLanguage } from '../../src/i18n/localized-path';
import { escapeAttr } from '../../src/app/html/escape';

const escapeXml = (value: string) => escapeAttr(value).replace(/'/g, '&apos;');

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
  const englishEntries = [
    ...staticRoutes.map((route) => ({ path: route, lastmod: null as string | null })),
    ...vehicles.map((vehicle) => ({
      path: paths.vehicle.getHref(vehicle.id),
      lastmod: vehicle.postedAt.slice(0, 10),
    })),
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${baseUrl}${path}`)}"/>`;
  const body = englishEntries
    .flatMap(({ path, lastmod }) => {
      const twins = pathInEveryLanguage(path);
      const alternates = [
        ...twins.map((twin) => link(languages[twin.lang].htmlLang, twin.path)),
        link('x-default', path),
      ].join('');
      return twins.map(
        (twin) =>
          `  <url><loc>${escapeXml(`${baseUrl}${twin.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapPlugin(): Plugin {
  return {
    name: 'bikebazaar:sitemap',
    apply: 'build',
    async generateBundle() {
      // Load the real sample data (TypeScript, with the @ alias) through Vite's module runner.
      const { module } = await runnerImport<{ getSampleVehicles: () => SitemapVehicle[] }>(
        fileURLToPath(new URL('../../src/data/sample-vehicles.ts', import.meta.url)),
        {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
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
