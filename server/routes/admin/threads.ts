import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldMessageDecisions, threadActions } from '@/domain/moderation/moderation-terms';
import { ApiError } from '../../http/api-error';
import { deliverMessage } from '../../messages/deliver';
import { changing, readOnly, signedIn } from './guard';
import { adminResponses, errors } from './schemas';

const threadParams = z.strictObject({ id: z.string().min(1).max(100) });

/** Reported threads and held messages: read them whole, release or remove, block a sender. */
export const threadModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages, messageBus, messagePush } = app;

  app.get(
    '/api/admin/threads',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Reported threads and threads holding a message, whole',
        response: { 200: adminResponses.threads, ...errors },
      },
    },
    async () => ({ items: await messages.moderationQueue() }),
  );

  app.post(
    '/api/admin/threads/:id/messages/:seq/:decision',
    {
      onRequest: changing,
      schema: {
        summary: 'Let a held message through to its recipient, or remove it',
        params: threadParams.extend({
          seq: z.string().regex(/^\d{1,18}$/),
          decision: z.enum(heldMessageDecisions),
        }),
        response: { 200: adminResponses.done, ...errors },
      },
    },
    async (request) => {
      const { id, seq, decision } = request.params;
      const done = await messages.decideHeld(
        id,
        Number(seq),
        decision,
        signedIn(request).moderator,
      );
      if (!done) throw new ApiError(404, 'not_found', 'No held message has this id.');
      // Released: its recipient gets what a message that was never held gives (stream, push).
      if (decision === 'release') {
        deliverMessage(
          { bus: messageBus, push: messagePush, log: request.log },
          { threadId: id, ...done, held: false },
        );
      }
      return { done: true as const };
    },
  );

  app.post(
    '/api/admin/threads/:id/:action',
    {
      onRequest: changing,
      schema: {
        summary: "Block a thread's buyer or seller from sending, or dismiss its report",
        params: threadParams.extend({ action: z.enum(threadActions) }),
        response: { 200: adminResponses.done, ...errors },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      if (!(await messages.moderate(id, action, signedIn(request).moderator))) {
        throw new ApiError(404, 'not_found', 'No thread has this id.');
      }
      request.log.info({ thread: id, action }, 'thread moderation');
      return { done: true as const };
    },
  );
};
