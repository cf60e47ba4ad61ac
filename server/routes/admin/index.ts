import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { heldRoutes } from './held';
import { leaseRulesRoutes } from './lease-rules';
import { moderationRoutes } from './moderation';
import { sessionRoutes } from './session';
import { threadModerationRoutes } from './threads';

/** Session token kept only as a SHA-256 hash; changes also need its CSRF token (x-csrf-token). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const password = app.config.adminPassword;
  // Without ADMIN_PASSWORD there is no admin: every /api/admin path is a plain 404.
  if (!password) return;
  await app.register(cookie);
  app.decorateRequest('adminSession', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(sessionRoutes, { password });
  await app.register(moderationRoutes);
  await app.register(heldRoutes);
  await app.register(leaseRulesRoutes);
  await app.register(threadModerationRoutes);
};

export default adminRoutes;
