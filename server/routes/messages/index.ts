import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMessageTextSchema, type ThreadSide } from '@/domain/messages/message-schema';
import { isPushServiceEndpoint } from '../../alerts/push-endpoints';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import { subscriptionBodySchema, unsubscribeBodySchema } from '../alerts/schemas';
import { sendMessageStream, streamStart, type OpenStreams } from '../../messages/event-stream';
import { deliverMessage } from '../../messages/deliver';
import type { Message } from '../../messages/message-repository';
import { screenMessage } from '../../screening/message-rules';
import { hashManageToken, newManageToken } from '../../vehicles/manage-token';
import { ownerAuth } from '../vehicles/owner-auth';
import { idParamsSchema } from '../vehicles/schemas';
import {
  messageBodySchema,
  messageSchema,
  readBodySchema,
  reportBodySchema,
  sellerThreadsSchema,
  startedSchema,
  streamQuerySchema,
  threadParamsSchema,
  threadReadSchema,
  threadSchema,
} from './schemas';
import { spend, threadAuth, type ThreadAccess } from './thread-auth';

const MINUTE = 60_000;
const SENDER_WINDOW_MS = 10 * MINUTE;
const AD_WINDOW_MS = 60 * MINUTE;
const THREAD_WINDOW_MS = 24 * 60 * MINUTE;
/** The moderators' phrases are read again after this (their edits show within it). */
const PHRASES_TTL_MS = 10_000;

const okSchema = z.object({ ok: z.literal(true) });
/** The alerts' subscription, without their searches and saved ads. */
const messagePushBodySchema = subscriptionBodySchema.pick({
  endpoint: true,
  keys: true,
  lang: true,
});

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  429: errorBodySchema,
};

/** The domain's rules; a refusal names the catalogue's text key at `text`. */
function messageText(input: string): string {
  const parsed = getMessageTextSchema().safeParse(input);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message ?? 'messages.errors.badText';
  throw new ApiError(400, 'validation', 'The message cannot be sent as it is.', {
    fields: { text: key },
  });
}

const threadBody = (access: ThreadAccess) => ({
  id: access.id,
  vehicleId: access.vehicleId,
  title: access.title,
  side: access.side,
  adStatus: access.adStatus,
  endsAt: access.endsAt,
  ended: access.ended,
  reported: access.reported,
  blocked: access.blockedSide === access.side,
});

/**
 * Messages between a buyer and an ad's seller, without accounts: the buyer's token opens one
 * thread, the ad's manage token all of the ad's threads. Message text is never logged.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits, trustProxy } = app.config;
  const repository = app.messages;
  const bus = app.messageBus;
  await app.register(cookie);
  const authorize = threadAuth({
    repository,
    counters: app.counters,
    max: limits.threadAuthFailures,
  });
  /** Any kind of ad: threads are keyed by the ad's id in the one ads table (parts and gear too). */
  const adState = async (id: string) => {
    const vehicle = await app.vehicles.state(id);
    if (vehicle) return vehicle;
    const item = await app.items.state(id);
    return item && { ...item, vehicle: item.ad };
  };
  const authorizeOwner = ownerAuth({
    repository: { state: adState },
    counters: app.counters,
    max: limits.managePerWindow,
    secureCookies: trustProxy.length > 0,
  });
  const streams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  let phrases: { at: number; all: string[]; holding: string[] } | null = null;
  async function screen(text: string) {
    if (!phrases || Date.now() - phrases.at > PHRASES_TTL_MS) {
      phrases = { at: Date.now(), ...(await repository.phrases()) };
    }
    return screenMessage(text, phrases.all, phrases.holding);
  }

  async function spendSend(reply: FastifyReply, vehicleId: string, sender: string) {
    await spend(
      app.counters,
      reply,
      `msg:sender:${sender}`,
      SENDER_WINDOW_MS,
      limits.messagesPerSender,
      'Too many messages in a short time.',
    );
    await spend(
      app.counters,
      reply,
      `msg:ad:${vehicleId}`,
      AD_WINDOW_MS,
      limits.messagesPerAd,
      'Too many messages about this ad.',
    );
  }

  /** A stored message: its recipient is told now, unless it waits for the moderators. */
  function announce(message: Message, vehicleId: string, title: string) {
    // Ids and flags only: the text stays out of every log.
    app.log.debug(
      {
        thread: message.threadId,
        from: message.from,
        warnings: message.warnings,
        held: message.held,
      },
      'message stored',
    );
    deliverMessage(
      { bus, push: app.messagePush, log: app.log },
      {
        threadId: message.threadId,
        vehicleId,
        seq: Number(message.id),
        from: message.from,
        held: message.held,
        title,
      },
    );
  }

  app.post(
    '/api/vehicles/:id/threads',
    {
      schema: {
        summary:
          "Message an ad's seller: opens a thread; its token is returned once (a repeated key: 200)",
        params: idParamsSchema,
        body: messageBodySchema,
        response: { 200: startedSchema, 201: startedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const text = messageText(request.body.text);
      const state = await adState(id);
      if (!state || state.hidden || state.status === 'held') {
        throw new ApiError(404, 'not_found', 'No listed ad has this id.');
      }
      if (!state.listed) throw new ApiError(410, 'gone', 'This ad is no longer for sale.');
      if (!state.manageHash) {
        throw new ApiError(409, 'rejected', 'This ad takes no messages: call or WhatsApp instead.');
      }
      await spend(
        app.counters,
        reply,
        `thread:ip:${request.ip}`,
        THREAD_WINDOW_MS,
        limits.threadsPerDay,
        'Too many new conversations from this address today.',
      );
      await spend(
        app.counters,
        reply,
        `msg:ad:${id}`,
        AD_WINDOW_MS,
        limits.messagesPerAd,
        'Too many messages about this ad.',
      );
      const screened = await screen(text);
      const token = newManageToken();
      const { key } = request.body;
      const { message, repeated } = await repository.startThread({
        vehicleId: id,
        buyerHash: hashManageToken(token),
        startKeyHash: key ? hashManageToken(key) : null,
        text,
        warnings: screened.warnings,
        held: screened.heldBy !== null,
      });
      // A repeat (its reply was lost): the same thread, with a fresh token; nothing to announce.
      if (repeated) return reply.status(200).send({ threadId: message.threadId, token, message });
      announce(message, id, state.vehicle.title);
      return reply.status(201).send({ threadId: message.threadId, token, message });
    },
  );

  app.get(
    '/api/threads/:id',
    {
      schema: {
        summary: 'A thread and what its reader has not read (the Messages page)',
        params: threadParamsSchema,
        response: { 200: z.object({ thread: threadSchema, unread: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      return {
        thread: threadBody(access),
        unread: await repository.unreadFor(access.id, access.side),
      };
    },
  );

  app.get(
    '/api/threads/:id/messages',
    {
      schema: {
        summary: "A thread's messages (Authorization: Bearer <buyer or manage token>)",
        params: threadParamsSchema,
        response: { 200: threadReadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      const messages = await repository.messages(access.id, access.side);
      const last = messages.at(-1);
      if (last) await repository.markRead(access.id, access.side, Number(last.id));
      reply.header('cache-control', 'no-store');
      return { thread: threadBody(access), messages };
    },
  );

  app.post(
    '/api/threads/:id/messages',
    {
      schema: {
        summary: 'Send a message in a thread (either side)',
        params: threadParamsSchema,
        body: messageBodySchema,
        response: {
          200: z.object({ message: messageSchema }),
          201: z.object({ message: messageSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      const text = messageText(request.body.text);
      if (access.ended) {
        throw new ApiError(
          410,
          'thread_ended',
          'This conversation has ended: its ad was sold or expired more than 30 days ago.',
        );
      }
      if (access.blockedSide === access.side) {
        throw new ApiError(403, 'blocked', 'The moderators have blocked messages from this side.');
      }
      await spendSend(reply, access.vehicleId, `${access.id}:${access.side}`);
      const screened = await screen(text);
      const { message, repeated } = await repository.send(
        access.id,
        access.side,
        text,
        screened.warnings,
        screened.heldBy !== null,
        request.body.key ?? null,
      );
      // A repeat of a stored key (the app's queue sent it again): the stored copy, once.
      if (repeated) return reply.status(200).send({ message });
      announce(message, access.vehicleId, access.title);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/api/threads/:id/read',
    {
      schema: {
        summary: 'Mark messages read up to one (live streams do not)',
        params: threadParamsSchema,
        body: readBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      await repository.markRead(access.id, access.side, Number(request.body.upTo));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/threads/:id/report',
    {
      schema: {
        summary: 'Report a thread to the moderators (either side)',
        params: threadParamsSchema,
        body: reportBodySchema,
        response: {
          200: z.object({ reported: z.literal(true), duplicate: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      const added = await repository.report(access.id, access.side, request.body.reason);
      if (added)
        request.log.info({ thread: access.id, reason: request.body.reason }, 'thread reported');
      return { reported: true as const, duplicate: !added };
    },
  );

  app.get(
    '/api/threads/:id/events',
    {
      schema: {
        summary: "A thread's new messages as Server-Sent Events (Last-Event-ID resumes)",
        params: threadParamsSchema,
        querystring: streamQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const access = await authorize(request, reply, request.params.id);
      const viewer: ThreadSide = access.side;
      sendMessageStream(request, reply, {
        after: streamStart(request, request.query.after),
        bus,
        streams,
        matches: (event) => event.threadId === access.id,
        read: (after) => repository.messages(access.id, viewer, after),
      });
    },
  );

  app.get(
    '/api/vehicles/:id/threads',
    {
      schema: {
        summary: "The seller's threads for an ad, with unread counts (the manage token)",
        params: idParamsSchema,
        response: { 200: sellerThreadsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const state = await authorizeOwner(request, reply, request.params.id);
      reply.header('cache-control', 'no-store');
      return { threads: await repository.sellerThreads(state.vehicle.id) };
    },
  );

  app.put(
    '/api/vehicles/:id/message-push',
    {
      schema: {
        summary: "Push new messages about this ad to this browser (the ad's manage token)",
        params: idParamsSchema,
        body: messagePushBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request, reply) => {
      const state = await authorizeOwner(request, reply, request.params.id);
      if (!isPushServiceEndpoint(request.body.endpoint, app.config.pushStandIn)) {
        throw new ApiError(400, 'validation', 'The endpoint is not a known push service.', {
          fields: { endpoint: serverErrorKeys.invalidValue },
        });
      }
      if (state.status === 'deleted') throw new ApiError(410, 'gone', 'This ad was deleted.');
      await app.messagePush.subscribe(state.vehicle.id, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/vehicles/:id/message-push',
    {
      schema: {
        summary: 'Stop pushing new messages about this ad to this browser',
        params: idParamsSchema,
        body: unsubscribeBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request, reply) => {
      const state = await authorizeOwner(request, reply, request.params.id);
      await app.messagePush.unsubscribe(state.vehicle.id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/vehicles/:id/events',
    {
      schema: {
        summary: "New messages in all of an ad's threads, for its seller (Server-Sent Events)",
        params: idParamsSchema,
        querystring: streamQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const state = await authorizeOwner(request, reply, request.params.id);
      const vehicleId = state.vehicle.id;
      sendMessageStream(request, reply, {
        after: streamStart(request, request.query.after),
        bus,
        streams,
        matches: (event) => event.vehicleId === vehicleId,
        read: (after) => repository.adMessages(vehicleId, after),
      });
    },
  );
};

export default messageRoutes;
