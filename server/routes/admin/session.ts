import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_COOKIE_PATH,
  csrfTokenFor,
  hashSessionToken,
  newSessionToken,
  sameSecret,
  SESSION_COOKIE,
} from '../../admin/admin-auth';
import {
  DEVICE_COOKIE,
  knownDevice,
  loginThrottle,
  newDeviceCookie,
} from '../../admin/login-throttle';
import { ApiError, errorBodySchema } from '../../http/api-error';
import { changing, readOnly, signedIn, type Session } from './guard';
import { adminResponses, errors, sessionSchema } from './schemas';

const sessionBody = (session: Session) => ({
  moderator: session.moderator.name,
  csrfToken: csrfTokenFor(session.token),
  expiresAt: session.expiresAt,
});

export const sessionRoutes: FastifyPluginAsyncZod<{ password: string }> = async (app, options) => {
  const { config, moderation } = app;
  const sessionMs = config.adminSessionMs;
  const secureCookie = (request: FastifyRequest) =>
    request.protocol === 'https' || config.trustProxy.length > 0;

  const throttle = loginThrottle(app.counters, config.limits.adminLoginsPerWindow);

  app.post(
    '/api/admin/login',
    {
      schema: {
        summary: 'Log in as a moderator (sets the session cookie)',
        body: z.strictObject({
          password: z.string().max(200),
          name: z.string().trim().min(1).max(40),
        }),
        response: { 200: sessionSchema, 400: errorBodySchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const device = knownDevice(request.cookies[DEVICE_COOKIE], options.password);
      const key = device ? `device:${device}` : `ip:${request.ip}`;
      const wait = await throttle.reserve(key);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('Retry-After', String(seconds));
        throw new ApiError(
          429,
          'rate_limited',
          `Too many wrong passwords. Try again in ${seconds} s.`,
        );
      }
      if (!sameSecret(request.body.password, options.password)) {
        request.log.warn({ ip: request.ip, device: !!device }, 'admin login refused');
        throw new ApiError(401, 'unauthorized', 'Wrong password.');
      }
      await throttle.succeeded(key);
      if (!device) {
        reply.setCookie(DEVICE_COOKIE, newDeviceCookie(options.password), {
          path: ADMIN_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookie(request),
          maxAge: 365 * 24 * 60 * 60,
        });
      }
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + sessionMs);
      await moderation.createSession(hashSessionToken(token), request.body.name, expiresAt);
      reply.setCookie(SESSION_COOKIE, token, {
        path: ADMIN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie(request),
        maxAge: Math.floor(sessionMs / 1000),
      });
      request.log.info({ moderator: request.body.name }, 'admin logged in');
      return sessionBody({
        token,
        moderator: { name: request.body.name, session: '' },
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/admin/session',
    {
      onRequest: readOnly,
      schema: { summary: 'The current admin session', response: { 200: sessionSchema, ...errors } },
    },
    async (request) => sessionBody(signedIn(request)),
  );

  app.post(
    '/api/admin/logout',
    {
      onRequest: changing,
      schema: {
        summary: 'Log out (deletes the session)',
        response: { 200: adminResponses.loggedOut, ...errors },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      await moderation.deleteSession(hashSessionToken(session.token));
      reply.clearCookie(SESSION_COOKIE, { path: ADMIN_COOKIE_PATH });
      return { loggedOut: true as const };
    },
  );
};
