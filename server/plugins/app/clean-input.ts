import fp from 'fastify-plugin';
import { refuseBadEscapes, refuseBadText } from '../../http/bad-text';

/**
 * NUL bytes, lone surrogates and escapes that are not UTF-8 get a clear 400 before the schema,
 * not a database 500 or a search for garbage.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      refuseBadText(request.params, 'path');
      refuseBadText(request.query, 'query');
      refuseBadEscapes(request.url);
      if (!request.isMultipart()) refuseBadText(request.body, 'body');
    });
  },
  { name: 'clean-input' },
);
