import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from '../../scripts/security-headers.mjs';
import { createStaticHost } from '../../scripts/static-host.mjs';
import { LANGUAGE_COOKIE, isLanguage } from '../../src/i18n/languages';
import { homeRedirectFor } from '../../src/i18n/localized-path';
import { ApiError } from '../http/api-error';

/** How the browser learns that a server is present, without a probe (a static host never has it). */
export const APP_API_META = '<meta name="app-api" content="/api">';

/** At the end of <head>, so `<meta charset>` stays first. */
export function addApiMeta(html: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `  ${APP_API_META}\n  </head>`);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${APP_API_META}`);
}

export type AppFiles = ReturnType<typeof createStaticHost> | null;

/**
 * The app from dist/, answered exactly as scripts/serve.mjs does (scripts/static-host.mjs),
 * with the app-api meta in every HTML page; null when there is no build (API only).
 */
export function openAppFiles(distDir: string): AppFiles {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const host = createStaticHost({
    root: distDir,
    transformHtml: addApiMeta,
    etagSuffix: '-api',
    // `/` depends on the language cookie (languageRedirect below).
    varyFor: (urlPath) => (urlPath === '/' ? 'Cookie' : undefined),
  });
  void host.warm();
  return host;
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The language the browser remembers (its `bikebazaar_lang` cookie), if any. */
function cookieLanguage(header: string | undefined) {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * Language in the URL (issue 17): a visitor whose browser last showed Sinhala or Tamil and opens
 * `/` (or `/?view=…`) is sent to `/si/` or `/ta/` before any HTML, so no English page shows
 * first. The app mirrors its stored choice (localStorage) into this cookie; a static host
 * ignores the cookie and the app's entry does the same redirect in the browser (src/main.tsx).
 * Every other path, and `/` for English or without the cookie, is served as it is.
 */
export function languageRedirect(url: string, cookieHeader: string | undefined): string | null {
  const lang = cookieLanguage(cookieHeader);
  if (!lang) return null;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  return homeRedirectFor({ pathname, search: query < 0 ? '' : url.slice(query) }, lang);
}

/** Hands a GET/HEAD for a page or file to the static host; API paths get a JSON 404. */
export function sendAppFile(files: AppFiles, request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url)) {
    throw new ApiError(
      404,
      'not_found',
      `No route ${request.method} ${request.url.split('?')[0]}.`,
    );
  }
  if (!files) throw new ApiError(404, 'not_found', 'No app build on this server.');
  const redirect = languageRedirect(request.url, request.headers.cookie);
  reply.hijack();
  if (redirect) {
    reply.raw.writeHead(302, {
      ...SECURITY_HEADERS,
      Location: redirect,
      'Cache-Control': 'no-cache',
      Vary: 'Cookie',
    });
    reply.raw.end();
    return;
  }
  files.handle(request.raw, reply.raw);
}

/** Every GET/HEAD no other route takes. */
export const appFileRoutes: FastifyPluginAsync<{ files: AppFiles }> = async (app, { files }) => {
  if (!files) app.log.warn('No app build (DIST_DIR): only the API is served.');
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => sendAppFile(files, request, reply),
  });
};
