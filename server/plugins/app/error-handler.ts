import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type ErrorBody, serverErrorKeys } from '../../http/api-error';
import { isDatabaseUnavailable, sendUnavailable } from '../../http/unavailable';
import { sendPage } from '../../pages/page-files';

const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data)/;
/** PostgreSQL refusing text it cannot store (a NUL byte, an invalid character). */
const BAD_TEXT_STATES = new Set(['22021', '22P05', '54000']);

function fromFastifyError(error: FastifyError): { status: number; body: ErrorBody } {
  if (BROKEN_MULTIPART.test(error.message ?? '')) {
    return { status: 400, body: { code: 'bad_request', message: 'The form data is malformed.' } };
  }
  if (BAD_TEXT_STATES.has(String(error.code))) {
    return {
      status: 400,
      body: { code: 'bad_request', message: 'The request holds text that cannot be stored.' },
    };
  }
  const status = error.statusCode ?? 500;
  if (
    status === 413 ||
    error.code === 'FST_REQ_FILE_TOO_LARGE' ||
    /TOO_LARGE|LIMIT/.test(error.code ?? '')
  ) {
    return {
      status: 413,
      body: { code: 'too_large', message: 'The request is too large.' },
    };
  }
  if (status === 429) {
    return {
      status,
      body: { code: 'rate_limited', message: 'Too many requests. Try again later.' },
    };
  }
  if (status === 404) return { status, body: { code: 'not_found', message: 'Not found.' } };
  if (status >= 400 && status < 500) {
    return { status, body: { code: 'bad_request', message: error.message || 'Bad request.' } };
  }
  return { status: 500, body: { code: 'internal', message: 'Something went wrong.' } };
}

/** A page's address (not the API's) with bad input gets a page, as a malformed path does. */
const isPageRequest = (request: FastifyRequest) =>
  /^(GET|HEAD)$/.test(request.method) && !/^\/api(\/|\?|$)/.test(request.url);

/** Nothing internal is shown to clients. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        const { pages } = request.server;
        if (pages && error.code === 'validation' && isPageRequest(request)) {
          return sendPage(reply, pages.shell(), undefined, [], 'no-cache', 400);
        }
        return reply.status(error.statusCode).send(error.body());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          // An unknown parameter is named by the issue's keys; a bad value by its path.
          const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys : null;
          const names = Array.isArray(unknown)
            ? unknown.map(String)
            : [
                issue.instancePath.split('/').filter(Boolean)[0] ??
                  error.validationContext ??
                  'request',
              ];
          for (const name of names) fields[name] = serverErrorKeys.invalidValue;
        }
        const names = Object.keys(fields).join(', ');
        return reply.status(400).send({
          code: 'validation',
          message: `Invalid ${error.validationContext ?? 'request'}: ${names}.`,
          fields,
        });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ reason: error.message, code: error.code }, 'database unavailable: 503');
        return sendUnavailable(request, reply);
      }
      const { status, body } = fromFastifyError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, reason: error.message }, 'request refused');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
