import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from '../../http/security-headers.mjs';

export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(SECURITY_HEADERS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
