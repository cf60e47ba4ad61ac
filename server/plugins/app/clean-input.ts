import fp from 'fastify-plugin';
import { refuseBadText } from '../../http/bad-text';

/** NUL bytes and lone surrogates get a clear 400 before the schema, not a database 500. */
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
