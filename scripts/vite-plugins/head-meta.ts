/** Crawler defaults; the CSP <meta> only at build (Vite's dev client needs inline scripts). */
import type { Plugin } from 'vite';
import { site } from '../../src/config/site.ts';
import { common } from '../../src/i18n/locales/en/common.ts';
import { CSP_META } from '../../server/http/security-headers.mjs';
import { escapeAttr } from '../../src/app/html/escape.ts';

export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

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
