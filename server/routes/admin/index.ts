import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { moderationRoutes } from './moderation';
import { sessionRoutes } from './session';

/**
 * The moderators' API under /api/admin, registered only when ADMIN_PASSWORD is set.
 * Logging in with the password (compared in constant time, 5 tries per 15 minutes per address)
 * sets an HttpOnly, SameSite=Strict session cookie whose random token the database keeps only as
 * a SHA-256 hash. Every request needs that session (else 401); every change also needs the
 * session's CSRF token in `x-csrf-token` (else 403). Every moderation action is logged.
 */
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
};

export default adminRoutes;
