import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { preloadLinkHeader } from '@/app/html/preload-links';
import { sendHtml } from './html-encoding';

/** Tells the browser a server is present without a probe; a static host never has it. */
export const APP_API_META = '<meta name="app-api" content="/api">';

/** At the end of <head>, so `<meta charset>` stays first. */
export function addApiMeta(html: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `  ${APP_API_META}\n  </head>`);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${APP_API_META}`);
}

export type PageFile = { html: string; etag: string };

export function openPageFiles(root: string) {
  if (!existsSync(join(root, 'index.html'))) return null;
  const shell = join(root, existsSync(join(root, 'shell.html')) ? 'shell.html' : 'index.html');
  const cache = new Map<string, PageFile & { version: string }>();

  function read(file: string): PageFile {
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const html = addApiMeta(readFileSync(file, 'utf8'));
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
    const page = { html, etag, version };
    cache.set(file, page);
    return page;
  }

  function pageFileOf(urlPath: string): string {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return shell;
    }
    if (decoded.length > 1024 || decoded.includes('\0')) return shell;
    const file = normalize(join(root, decoded.replace(/\/+$/, ''), 'index.html'));
    if (!file.startsWith(root + sep)) return shell;
    // Most page URLs have no built file: no exception (and its stack trace) for each of them.
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : shell;
  }

  return {
    pageFor: (urlPath: string): PageFile => read(pageFileOf(urlPath)),
    shell: (): PageFile => read(shell),
  };
}

export type PageFiles = NonNullable<ReturnType<typeof openPageFiles>>;

/** Revalidated on every visit (no-cache + ETag). */
export function sendPage(
  reply: FastifyReply,
  page: PageFile,
  ifNoneMatch: string | undefined,
  vary: string[] = [],
  cacheControl = 'no-cache',
  status = 200,
) {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('Vary', ['Accept-Encoding', ...vary].join(', '))
    .header('ETag', page.etag);
  const links = preloadLinkHeader(page.html);
  if (links) reply.header('Link', links);
  const given = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim());
  if (given.includes(page.etag) || given.includes('*')) return reply.code(304).send();
  return sendHtml(reply, page);
}
