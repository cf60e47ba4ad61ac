import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * Pages are answered by the not-found handler, which @fastify/compress never hooks, so they are
 * compressed here: a list page is 69 KB as text and 12 KB compressed, a second on a slow line.
 */
export type HtmlEncoding = 'br' | 'gzip';

/** The client's best of br and gzip (`q=0` refuses one), or null for plain text. */
export function pickEncoding(header: string | undefined): HtmlEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: HtmlEncoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

/** Per page object, so a kept page (the render cache, a built file) is compressed once. */
const encoded = new WeakMap<object, Partial<Record<HtmlEncoding, Buffer>>>();

function compressed(page: { html: string }, encoding: HtmlEncoding): Buffer {
  const forms = encoded.get(page) ?? {};
  let body = forms[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html),
            },
          })
        : gzipSync(page.html, { level: 6 });
    forms[encoding] = body;
    encoded.set(page, forms);
  }
  return body;
}

/** Sends a page's HTML in the encoding the request accepts (its Vary names Accept-Encoding). */
export function sendHtml(reply: FastifyReply, page: { html: string }): FastifyReply {
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(compressed(page, encoding));
}
