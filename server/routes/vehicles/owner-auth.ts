import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../../admin/admin-auth';
import { ApiError } from '../../http/api-error';
import type { Counters } from '../../http/counters';
import { manageTokenMatches } from '../../vehicles/manage-token';
import type { AdState } from '../../vehicles/vehicle-repository';

/** What any kind of ad's owner check reads. */
export type OwnedState = { manageHash: string | null };

export const MANAGE_WINDOW_MS = 10 * 60_000;
/** HttpOnly, sent only to this ad's own API paths: "this browser has held the ad's link". */
export const OWNER_COOKIE = 'bb_owner';

/** The manage link keeps it after `#`. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
  return match ? match[1]! : null;
}

const forbidden = () =>
  new ApiError(
    403,
    'forbidden',
    'This link does not manage this ad. Use the link you got when posting it.',
  );

/** A MAC keyed by the stored hash of the ad's token: only the server can make one. */
const ownerMac = (manageHash: string) =>
  createHmac('sha256', manageHash).update('bikebazaar owner browser').digest('base64url');

/**
 * Sets the owner cookie on the browser that posted or opened the ad's manage link, sent only to
 * this ad's own API paths (`prefix`: /api/vehicles, or /api/items for parts and gear).
 */
export function rememberOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  manageHash: string,
  secure: boolean,
  prefix = '/api/vehicles',
) {
  reply.setCookie(OWNER_COOKIE, ownerMac(manageHash), {
    path: `${prefix}/${encodeURIComponent(id)}`,
    httpOnly: true,
    sameSite: 'strict',
    secure: secure || request.protocol === 'https',
    maxAge: 180 * 24 * 60 * 60,
  });
}

/**
 * Manage requests (view, sold, renew, delete, edit) share one budget of `max` per address per
 * 10 minutes, spent before the token is even compared, so a guesser learns nothing once it is
 * gone. A browser that has held this ad's link (its owner cookie) spends the ad's own budget
 * instead: a guesser behind the owner's address (an office, a carrier's NAT) cannot lock the
 * owner out. Wrong, missing or truncated tokens and unknown ids all get the same 403.
 */
export function ownerAuth<S extends OwnedState = AdState>(options: {
  repository: { state: (id: string) => Promise<S | null> };
  counters: Counters;
  max: number;
  secureCookies: boolean;
  /** The ads' API paths the owner cookie is sent to. */
  prefix?: string;
}) {
  const { repository, counters, max } = options;
  const spend = async (key: string, reply: FastifyReply) => {
    const { current, ttl } = await counters.incr(key, MANAGE_WINDOW_MS);
    if (current <= max) return;
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('Retry-After', String(seconds));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests with manage links from this address. Try again in ${seconds} s.`,
    );
  };
  return async function authorizeOwner(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ): Promise<S> {
    // Only one shaped like a MAC costs a read before the budget is spent.
    const given = request.cookies[OWNER_COOKIE];
    const cookie = given && /^[A-Za-z0-9_-]{43}$/.test(given) ? given : undefined;
    let state: S | null | undefined;
    let owner = false;
    if (cookie) {
      state = await repository.state(id);
      owner = !!state?.manageHash && sameSecret(cookie, ownerMac(state.manageHash));
      await spend(owner ? `manage:ad:${id}` : `manage:ip:${request.ip}`, reply);
    } else {
      await spend(`manage:ip:${request.ip}`, reply);
      state = await repository.state(id);
    }
    if (!state || !manageTokenMatches(tokenOf(request), state.manageHash ?? null)) {
      throw forbidden();
    }
    if (!owner) {
      rememberOwner(request, reply, id, state.manageHash!, options.secureCookies, options.prefix);
    }
    return state;
  };
}

export type AuthorizeOwner<S extends OwnedState = AdState> = (
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) => Promise<S>;
