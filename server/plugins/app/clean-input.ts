import fp from 'fastify-plugin';
import { refuseBadText } from '../../http/bad-text';

/**
 * Every route's path parameters, query and JSON body are checked for NUL bytes and lone
 * surrogates before its schema: a clear 400 instead of a database error (500) further in.
 * Multipart forms are checked where their `ad` field is read (parseAdField).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      refuseBadText(request.params, 'path');
      refuseBadText(request.query, 'query');
      if (!request.isMultipart()) refuseBadText(request.body, 'body');
    });
  },
  { name: 'clean-input' },
);
