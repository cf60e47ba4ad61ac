import { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { sendPage } from '../pages/page-files';
import { SECURITY_HEADERS } from './security-headers.mjs';

function rawJson(status: string, body: object): string {
  const text = JSON.stringify(body);
  const headers = Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`);
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `${headers.join('')}Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
  );
}

export function serverOptions(config: Config): FastifyServerOptions {
  const { trustProxy } = config;
  return {
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        // A post's key stands for its manage link (vehicles/post-key.ts).
        'req.headers["idempotency-key"]',
      ],
    },
    // A line per request only when asked for (LOG_LEVEL=debug or trace); errors are always logged.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // X-Forwarded-For is read only from these addresses; from anyone else it is ignored.
    trustProxy: trustProxy.length ? trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Closing: idle keep-alive connections go at once (busy ones get main.ts's deadline); a
    // request that trickles in for over 2 minutes (a stalled upload) is ended meanwhile.
    forceCloseConnections: 'idle',
    requestTimeout: 120_000,
    // A new embedded database (initdb in WASM) can take longer than the default 10 s.
    pluginTimeout: 120_000,
    // Requests Node's parser refuses (headers over 16 KB, e.g. a huge query) still get JSON.
    clientErrorHandler: (error, socket) => {
      const tooLarge = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
      socket.end(
        tooLarge
          ? rawJson('431 Request Header Fields Too Large', {
              code: 'too_large',
              message: 'The request headers or address are too large.',
            })
          : rawJson('400 Bad Request', { code: 'bad_request', message: 'Malformed request.' }),
      );
    },
    // A malformed page path (`/%E0%A4%A`) gets the app shell, which redirects; the API gets JSON.
    frameworkErrors: (error, request, rawReply) => {
      // Sent before any route's hooks: the security headers are added here.
      const reply = (rawReply as FastifyReply).headers(SECURITY_HEADERS);
      const { pages } = request.server;
      const isApi = request.url.startsWith('/api');
      if (
        error.code === 'FST_ERR_BAD_URL' &&
        /^(GET|HEAD)$/.test(request.method) &&
        pages &&
        !isApi
      ) {
        // 400, with the app's shell as the page: it leads the visitor home.
        return sendPage(reply, pages.shell(), undefined, [], 'no-cache', 400);
      }
      return reply.code(400).send({ code: 'bad_request', message: 'Malformed request.' });
    },
  };
}
