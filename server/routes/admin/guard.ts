import type { FastifyRequest } from 'fastify';
import {
  csrfTokenFor,
  hashSessionToken,
  isSessionToken,
  sameSecret,
  SESSION_COOKIE,
} from '../../admin/admin-auth';
import type { Moderator } from '../../admin/moderation-repository';
import { ApiError } from '../../http/api-error';

export type Session = { token: string; moderator: Moderator; expiresAt: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by onRequest, before the body is even read. */
    adminSession: Session | null;
  }
}

const UNAUTHORIZED = () => new ApiError(401, 'unauthorized', 'Log in as a moderator first.');

async function sessionOf(request: FastifyRequest): Promise<Session> {
  const token = request.cookies[SESSION_COOKIE];
  if (!isSessionToken(token)) throw UNAUTHORIZED();
  const hash = hashSessionToken(token);
  const found = await request.server.moderation.findSession(hash);
  if (!found) throw UNAUTHORIZED();
  return {
    token,
    moderator: { name: found.moderator, session: hash.slice(0, 8) },
    expiresAt: found.expiresAt,
  };
}

export async function readOnly(request: FastifyRequest) {
  request.adminSession = await sessionOf(request);
}

export async function changing(request: FastifyRequest) {
  const session = await sessionOf(request);
  const given = request.headers['x-csrf-token'];
  if (typeof given !== 'string' || !sameSecret(given, csrfTokenFor(session.token))) {
    throw new ApiError(403, 'forbidden', 'Missing or wrong CSRF token.');
  }
  request.adminSession = session;
}

export function signedIn(request: FastifyRequest): Session {
  if (!request.adminSession) throw UNAUTHORIZED();
  return request.adminSession;
}
