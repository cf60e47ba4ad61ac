import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '@/i18n/localized-path';
import { languages } from '@/i18n/languages';
import { vehicles as en } from '@/i18n/locales/en/vehicles';
import { vehicles as si } from '@/i18n/locales/si/vehicles';
import { vehicles as ta } from '@/i18n/locales/ta/vehicles';

const TEXTS = { en, si, ta };
const RETRY_AFTER_S = 5;

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
      message,
    )
  );
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.code(503).header('Retry-After', String(RETRY_AFTER_S)).header('Cache-Control', 'no-store');
  const path = request.url.split('?')[0]!;
  if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
    return reply.send({ code: 'unavailable', message: en.server.unavailable });
  }
  const lang = languageOfPath(path);
  const text = TEXTS[lang].server;
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${languages[lang].htmlLang}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escape(text.unavailableTitle)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>${escape(text.unavailableTitle)}</h1><p>${escape(text.unavailable)}</p>` +
        `<p><a href="${escape(request.url)}">↻</a></p></body></html>`,
    );
}
