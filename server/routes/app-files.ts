import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createStaticHost } from '../../scripts/static-host.mjs';
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
  const host = createStaticHost({ root: distDir, transformHtml: addApiMeta, etagSuffix: '-api' });
  void host.warm();
  return host;
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

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
  reply.hijack();
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
