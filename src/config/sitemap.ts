// Relative imports: vite.config.ts loads this before the `@/` alias exists.
import { vehicleTypes } from '../domain/vehicles/vehicle-types';
import { languages } from '../i18n/languages';
import { pathInEveryLanguage } from '../i18n/localized-path';
import { paths } from './paths';

export function sitemapPagePaths(): string[] {
  return [
    paths.home.getHref(),
    paths.home.getHref('spare-parts'),
    paths.home.getHref('biker-gear'),
    ...vehicleTypes.map((type) => paths.browse.getHref(type)),
    paths.browse.getHref('all'),
    paths.postAd.getHref(),
  ];
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export const URLS_PER_PAGE = pathInEveryLanguage('/').length;

export function sitemapEntries(baseUrl: string, path: string, lastmod: string | null): string {
  const twins = pathInEveryLanguage(path);
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${baseUrl}${href}`)}"/>`;
  const alternates = [
    ...twins.map((twin) => link(languages[twin.lang].htmlLang, twin.path)),
    link('x-default', path),
  ].join('');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return twins
    .map(
      (twin) =>
        `  <url><loc>${escapeXml(`${baseUrl}${twin.path}`)}</loc>${modified}${alternates}</url>\n`,
    )
    .join('');
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
