import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_COOKIE_PATH,
  csrfTokenFor,
  hashSessionToken,
  isSessionToken,
  newSessionToken,
  sameSecret,
  SESSION_COOKIE,
} from '../admin/admin-auth';
import {
  adActions,
  reportReasons,
  type Moderator,
  type ModerationRepository,
} from '../admin/moderation-repository';
import type { Config } from '../config';
import { ApiError, errorBodySchema } from '../http/api-error';
import { idParamsSchema, vehicleResponseSchema } from './vehicle-api-schemas';

export type AdminOptions = {
  moderation: ModerationRepository;
  password: string;
  sessionMs: number;
  trustProxy: Config['trustProxy'];
  limits: Config['limits'];
};

type Session = { token: string; moderator: Moderator; expiresAt: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin routes' onRequest check (before the body is even read). */
    adminSession: Session | null;
  }
}

const sessionSchema = z
  .object({ moderator: z.string(), csrfToken: z.string(), expiresAt: z.string() })
  .meta({ id: 'AdminSession' });

const adminAdSchema = z
  .object({
    vehicle: vehicleResponseSchema(),
    status: z.enum(['active', 'sold', 'deleted']),
    hidden: z.boolean(),
    listed: z.boolean(),
    phoneBlocked: z.boolean(),
    openReports: z.number().int(),
    reasons: z.partialRecord(z.enum(reportReasons), z.number().int()),
    reports: z.array(
      z.object({
        reason: z.enum(reportReasons),
        note: z.string(),
        createdAt: z.string(),
        open: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminAd' });

const logEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum([...adActions, 'block_phone', 'unblock_phone']),
  vehicleId: z.string().nullable(),
  phone: z.string().nullable(),
  moderator: z.string(),
  session: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

const reasonBody = z.strictObject({ reason: z.string().trim().max(200).default('') });
const phoneBody = z.strictObject({
  phone: z.string().trim().min(6).max(30).regex(/\d/),
  reason: z.string().trim().max(200).default(''),
});

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const UNAUTHORIZED = () => new ApiError(401, 'unauthorized', 'Log in as a moderator first.');

/**
 * The moderators' API under /api/admin (issue 16), registered only when ADMIN_PASSWORD is set.
 * Logging in with the password (compared in constant time, 5 tries per 15 minutes per address)
 * sets an HttpOnly, SameSite=Strict session cookie whose random token the database keeps only as
 * a SHA-256 hash. Every request needs that session (else 401); every change also needs the
 * session's CSRF token in `x-csrf-token` (else 403). Every moderation action is logged.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, options) => {
  const { moderation } = options;
  await app.register(cookie);

  app.decorateRequest('adminSession', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  async function sessionOf(request: FastifyRequest): Promise<Session> {
    const token = request.cookies[SESSION_COOKIE];
    if (!isSessionToken(token)) throw UNAUTHORIZED();
    const hash = hashSessionToken(token);
    const found = await moderation.findSession(hash);
    if (!found) throw UNAUTHORIZED();
    return {
      token,
      moderator: { name: found.moderator, session: hash.slice(0, 8) },
      expiresAt: found.expiresAt,
    };
  }

  /** onRequest: a moderator's session, else 401. */
  async function readOnly(request: FastifyRequest) {
    request.adminSession = await sessionOf(request);
  }

  /** onRequest for changes: a session (else 401) and its CSRF token in x-csrf-token (else 403). */
  async function changing(request: FastifyRequest) {
    const session = await sessionOf(request);
    const given = request.headers['x-csrf-token'];
    if (typeof given !== 'string' || !sameSecret(given, csrfTokenFor(session.token))) {
      throw new ApiError(403, 'forbidden', 'Missing or wrong CSRF token.');
    }
    request.adminSession = session;
  }

  const signedIn = (request: FastifyRequest): Session => {
    if (!request.adminSession) throw UNAUTHORIZED();
    return request.adminSession;
  };

  const sessionBody = (session: Session) => ({
    moderator: session.moderator.name,
    csrfToken: csrfTokenFor(session.token),
    expiresAt: session.expiresAt,
  });

  const secureCookie = (request: FastifyRequest) =>
    request.protocol === 'https' || options.trustProxy !== false;

  app.post(
    '/api/admin/login',
    {
      config: {
        rateLimit: { max: options.limits.adminLoginsPerWindow, timeWindow: 15 * 60_000 },
      },
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
      if (!sameSecret(request.body.password, options.password)) {
        request.log.warn({ ip: request.ip }, 'admin login refused');
        throw new ApiError(401, 'unauthorized', 'Wrong password.');
      }
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + options.sessionMs);
      await moderation.createSession(hashSessionToken(token), request.body.name, expiresAt);
      reply.setCookie(SESSION_COOKIE, token, {
        path: ADMIN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie(request),
        maxAge: Math.floor(options.sessionMs / 1000),
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
        response: { 200: z.object({ loggedOut: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      await moderation.deleteSession(hashSessionToken(session.token));
      reply.clearCookie(SESSION_COOKIE, { path: ADMIN_COOKIE_PATH });
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/api/admin/reports',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The moderation queue: reported ads, most recently reported first',
        response: { 200: z.object({ items: z.array(adminAdSchema) }), ...errors },
      },
    },
    async () => ({ items: await moderation.queue() }),
  );

  app.get(
    '/api/admin/vehicles/:id',
    {
      onRequest: readOnly,
      schema: {
        summary: 'One ad as the moderators see it',
        params: idParamsSchema,
        response: { 200: adminAdSchema, ...errors },
      },
    },
    async (request) => {
      const ad = await moderation.adView(request.params.id);
      if (!ad) throw new ApiError(404, 'not_found', 'No ad has this id.');
      return ad;
    },
  );

  app.post(
    '/api/admin/vehicles/:id/:action',
    {
      onRequest: changing,
      schema: {
        summary: 'Hide, restore, delete an ad, or dismiss its reports',
        params: idParamsSchema.extend({ action: z.enum(adActions) }),
        body: reasonBody.optional(),
        response: { 200: adminAdSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const { id, action } = request.params;
      if (!(await moderation.adView(id)))
        throw new ApiError(404, 'not_found', 'No ad has this id.');
      const reason = request.body?.reason ?? '';
      await moderation.act(id, action, session.moderator, reason);
      request.log.info({ id, action, moderator: session.moderator.name }, 'moderation');
      return (await moderation.adView(id))!;
    },
  );

  app.get(
    '/api/admin/phones',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Blocked phone numbers',
        response: {
          200: z.object({ items: z.array(z.object({ phone: z.string(), blockedAt: z.string() })) }),
          ...errors,
        },
      },
    },
    async () => ({ items: await moderation.blockedPhones() }),
  );

  for (const blocked of [true, false]) {
    app.post(
      blocked ? '/api/admin/phones/block' : '/api/admin/phones/unblock',
      {
        onRequest: changing,
        schema: {
          summary: blocked ? 'Block a phone number from posting' : 'Unblock a phone number',
          body: phoneBody,
          response: {
            200: z.object({ phone: z.string(), blocked: z.boolean() }),
            400: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const session = signedIn(request);
        const { phone, reason } = request.body;
        const stored = await moderation.setPhoneBlocked(phone, blocked, session.moderator, reason);
        request.log.info({ blocked, moderator: session.moderator.name }, 'phone block changed');
        return { phone: stored, blocked };
      },
    );
  }

  app.get(
    '/api/admin/log',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The newest moderation actions',
        response: { 200: z.object({ items: z.array(logEntrySchema) }), ...errors },
      },
    },
    async () => ({ items: await moderation.recentLog() }),
  );
};
