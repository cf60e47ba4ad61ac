import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { createStaticHost } from '../../scripts/static-host.mjs';
import { ApiError } from '../http/api-error';

/** How the browser learns that a server is present, without a probe (a static host never has it). */
export const APP_API_META = '<meta name="app-api" content="/api">';

export function addApiMeta(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${APP_API_META}`);
}

/**
 * Every other GET/HEAD: the app from dist/, answered exactly as scripts/serve.mjs does
 * (scripts/static-host.mjs), with the app-api meta in every HTML page.
 */
export const appFileRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const host = hasBuild
    ? createStaticHost({ root: distDir, transformHtml: addApiMeta, etagSuffix: '-api' })
    : null;
  if (host) void host.warm();
  if (!hasBuild) app.log.warn(`No app build in ${distDir}: only the API is served.`);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        throw new ApiError(
          404,
          'not_found',
          `No route ${request.method} ${request.url.split('?')[0]}.`,
        );
      }
      if (!host) throw new ApiError(404, 'not_found', 'No app build on this server.');
      reply.hijack();
      host.handle(request.raw, reply.raw);
    },
  });
};
