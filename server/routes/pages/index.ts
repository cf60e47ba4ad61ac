import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE, isLanguage } from '@/i18n/languages';
import { homeRedirectFor } from '@/i18n/localized-path';
import { preloadLinkHeader } from '@/app/html/preload-links';
import { createHash } from 'node:crypto';
import { sendHtml } from '../../pages/html-encoding';
import { sendPage } from '../../pages/page-files';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A missing file is a real 404, never the app (a stale chunk says so). */
const isFilePath = (path: string) =>
  /(^|\/)\./.test(path) ||
  /^\/(assets|images|media|icons|photos)\//.test(path) ||
  /^\/[^/]+\.(ico|txt|xml|json|webmanifest|js|css|png|jpe?g|svg|webp)$/i.test(path);

function cookieLanguage(header: string | undefined) {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** `/` goes to the remembered `/si/` or `/ta/` before any HTML; other paths keep their language. */
export function languageRedirect(url: string, cookieHeader: string | undefined): string | null {
  const lang = cookieLanguage(cookieHeader);
  if (!lang) return null;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  return homeRedirectFor({ pathname, search: query < 0 ? '' : url.slice(query) }, lang);
}

/** A CDN may keep them briefly; the app revalidates them by ETag. */
const RENDERED_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** False when the page is a prerendered file. (A reply is a thenable: never await one.) */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<boolean> {
  const renderer = request.server.renderer!;
  const key = url.pathname + url.search;
  let page = renderer.cache.get(key);
  if (!page) {
    const result = await renderer.render(url);
    if (result.kind === 'redirect') {
      reply.code(302).header('Location', result.location).header('Cache-Control', 'no-cache');
      reply.send();
      return true;
    }
    if (result.kind === 'static') return false;
    const etag = `W/"${createHash('sha1').update(result.html).digest('base64url').slice(0, 20)}"`;
    page = { status: result.status, html: result.html, etag, expires: 0 };
    renderer.cache.set(key, page);
  }
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', page.status === 200 ? RENDERED_CACHE : 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag);
  const links = preloadLinkHeader(page.html);
  if (links) reply.header('Link', links);
  const given = String(request.headers['if-none-match'] ?? '');
  if (page.status === 200 && given.split(',').some((tag) => tag.trim() === page.etag)) {
    reply.code(304).send();
  } else {
    sendHtml(reply, page);
  }
  return true;
}

export async function answerUnmatched(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!.split('#')[0]!;
  const { pages } = request.server;
  if (isApiPath(path) || !/^(GET|HEAD)$/.test(request.method) || !pages) {
    const message =
      pages || isApiPath(path)
        ? `No route ${request.method} ${path}.`
        : 'No app build on this server.';
    return reply.code(404).send({ code: 'not_found', message });
  }
  if (isFilePath(path)) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }
  const redirect = languageRedirect(request.url, request.headers.cookie);
  if (redirect) {
    return reply
      .code(302)
      .header('Location', redirect)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send();
  }
  if (request.server.renderer) {
    let url: URL | null = null;
    try {
      url = new URL(request.url, 'http://localhost');
      decodeURIComponent(url.pathname);
    } catch {
      url = null;
    }
    if (url && request.url.length <= 2048) {
      if (await sendRendered(request, reply, url)) return reply;
    }
  }
  const vary = path === '/' ? ['Cookie'] : [];
  // An owner's, a moderator's and a conversation's pages are never kept by a browser or a proxy.
  const cache = /^(\/(si|ta))?\/(manage|admin|messages)(\/|$)/.test(path) ? 'no-store' : 'no-cache';
  return sendPage(reply, pages.pageFor(path), request.headers['if-none-match'], vary, cache);
}

export default fp(
  async (app) => {
    app.setNotFoundHandler(answerUnmatched);
  },
  { name: 'pages-route', dependencies: ['pages'] },
);
