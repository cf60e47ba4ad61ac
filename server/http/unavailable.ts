import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '@/i18n/localized-path';
import { languages } from '@/i18n/languages';
import { vehicles as en } from '@/i18n/locales/en/vehicles';
import { vehicles as si } from '@/i18n/locales/si/vehicles';
import { vehicles as ta } from '@/i18n/locales/ta/vehicles';

const TEXTS = { en, si, ta };
const RETRY_AFTER_S = 5;

/** Node's and pg's codes for a database that cannot be reached or answers no more. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '3D000', // the database does not exist (dropped, renamed)
  '53300', // too many connections
  '53000', // insufficient resources
  '53100', // disk full
  '53200', // out of memory
]);

/**
 * SQLSTATE classes of a connection that failed or was refused: 08 connection exception, 28
 * invalid authorization (a password changed under the server), 57P operator intervention
 * (shutdown, starting up, crash).
 */
const UNAVAILABLE_CLASSES = /^(08|28|57P)/;

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|the database system is (starting up|shutting down)|is not currently accepting connections|canceling statement due to statement timeout/i;

/**
 * A database that refuses, drops or stalls: the request gets 503 with Retry-After, never 500.
 * SQLSTATE 55000 and 57014 are outages only with their connection and time-out messages; the
 * same codes from a query are that query's fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.test(code)))
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
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
