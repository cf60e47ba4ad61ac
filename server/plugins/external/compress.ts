import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Brotli at quality 4 costs about what gzip does and saves more; files come precompressed. */
export default fp(
  async (app) => {
    await app.register(compress, {
      customTypes: /^(application\/json|text\/html)\b/,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
