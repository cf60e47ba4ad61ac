/** Static routes and samples in every language, hreflang twins; the server answers both itself. */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { paths } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import {
  robotsTxt,
  sitemapEntries,
  sitemapPagePaths,
  URLSET_CLOSE,
  URLSET_OPEN,
} from '../../src/config/sitemap.ts';

type SitemapVehicle = { id: string; postedAt: string };

export function buildSitemap(vehicles: readonly SitemapVehicle[], baseUrl: string = site.url) {
  const body = [
    ...sitemapPagePaths().map((path) => sitemapEntries(baseUrl, path, null)),
    ...vehicles.map((vehicle) =>
      sitemapEntries(baseUrl, paths.vehicle.getHref(vehicle.id), vehicle.postedAt.slice(0, 10)),
    ),
  ].join('');
  return `${URLSET_OPEN}${body}${URLSET_CLOSE}`;
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
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(site.url) });
    },
  };
}
