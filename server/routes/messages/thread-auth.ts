import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ThreadSide } from '@/domain/messages/message-schema';
import { THREAD_ID } from '@/domain/messages/message-schema';
import { ApiError } from '../../http/api-error';
import type { Counters } from '../../http/counters';
import type { MessageRepository, ThreadRecord } from '../../messages/message-repository';
import { manageTokenMatches } from '../../vehicles/manage-token';

export const THREAD_AUTH_WINDOW_MS = 10 * 60_000;

export type ThreadAccess = ThreadRecord & { side: ThreadSide };

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** Raises 429 with Retry-After once `key` has had more than `max` in its window. */
export async function spend(
  counters: Counters,
  reply: FastifyReply,
  key: string,
  windowMs: number,
  max: number,
  message: string,
) {
  const { current, ttl } = await counters.incr(key, windowMs);
  if (current <= max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.header('Retry-After', String(seconds));
  throw new ApiError(429, 'rate_limited', `${message} Try again in ${seconds} s.`);
}

/**
 * Either side's token opens a thread: the buyer's own, or the ad's manage token (the seller).
 * Both hashes are compared in constant time, whichever matches. Every request reserves a place
 * in its address's budget before the token is compared, and a right token gives it back, so only
 * wrong tokens use it up: then 429, whatever the token (guessing stops; owners are unaffected).
 * Wrong, missing, another thread's tokens and unknown threads all get the same 403.
 */
export function threadAuth(options: {
  repository: MessageRepository;
  counters: Counters;
  max: number;
}) {
  const { repository, counters, max } = options;
  return async function authorizeThread(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ): Promise<ThreadAccess> {
    const key = `thread-auth:ip:${request.ip}`;
    await spend(
      counters,
      reply,
      key,
      THREAD_AUTH_WINDOW_MS,
      max,
      'Too many requests with wrong message links from this address.',
    );
    const token = bearer(request);
    const thread = THREAD_ID.test(id) ? await repository.thread(id) : null;
    const buyer = manageTokenMatches(token, thread?.buyerHash ?? null);
    const seller = manageTokenMatches(token, thread?.manageHash ?? null);
    if (!thread || (!buyer && !seller)) {
      throw new ApiError(403, 'forbidden', 'This link does not open this conversation.');
    }
    await counters.decr(key);
    return { ...thread, side: buyer ? 'buyer' : 'seller' };
  };
}

export type AuthorizeThread = ReturnType<typeof threadAuth>;
