import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPhraseHoldSchema } from '@/domain/messages/phrase-hold';
import { ApiError, errorBodySchema } from '../../http/api-error';
import { idParamsSchema } from '../vehicles/schemas';
import { changing, readOnly, signedIn } from './guard';
import { errors, heldAdSchema, phraseBody, reasonBody } from './schemas';

/** Every phrase, and those that also hold messages for review (issue 46). */
const phrasesReply = z.object({ items: z.array(z.string()), holding: z.array(z.string()) });

/** Ads held by screening (approve or reject), and the scam phrase list moderators edit. */
export const heldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { screening } = app;
  const phrases = async () => {
    const [items, holding] = await Promise.all([
      screening.listPhrases(),
      screening.holdingPhrases(),
    ]);
    return { items, holding };
  };

  app.get(
    '/api/admin/held',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Ads held for review (scam wording or a copied photo), the oldest first',
        response: {
          200: z.object({ items: z.array(heldAdSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    async () => {
      const [items, total] = await Promise.all([screening.heldAds(), screening.countHeld()]);
      return { items, total };
    },
  );

  app.post(
    '/api/admin/held/:id/:decision',
    {
      onRequest: changing,
      schema: {
        summary: 'Approve a held ad (it is listed) or reject it (it is removed)',
        params: idParamsSchema.extend({ decision: z.enum(['approve', 'reject']) }),
        body: reasonBody.optional(),
        response: { 200: z.object({ id: z.string(), decision: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { moderator } = signedIn(request);
      const { id, decision } = request.params;
      const done = await screening.decide(id, decision, moderator, request.body?.reason ?? '');
      if (!done) throw new ApiError(404, 'not_found', 'No held ad has this id.');
      request.log.info({ id, decision, moderator: moderator.name }, 'held ad decided');
      return { id, decision };
    },
  );

  app.get(
    '/api/admin/phrases',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The scam phrases that hold an ad',
        response: { 200: phrasesReply, ...errors },
      },
    },
    async () => phrases(),
  );

  app.post(
    '/api/admin/phrases/hold',
    {
      onRequest: changing,
      schema: {
        summary: 'Mark a scam phrase to hold messages for review, or to warn only',
        body: getPhraseHoldSchema(),
        response: { 200: phrasesReply, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { moderator } = signedIn(request);
      const { phrase, holds } = request.body;
      if (!(await screening.setPhraseHolds(phrase, holds, moderator))) {
        throw new ApiError(404, 'not_found', 'No scam phrase is listed as this.');
      }
      request.log.info({ holds, moderator: moderator.name }, 'phrase hold changed');
      return phrases();
    },
  );

  for (const present of [true, false]) {
    app.post(
      present ? '/api/admin/phrases/add' : '/api/admin/phrases/remove',
      {
        onRequest: changing,
        schema: {
          summary: present ? 'Add a scam phrase' : 'Remove a scam phrase',
          body: phraseBody,
          response: { 200: phrasesReply, 400: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const { moderator } = signedIn(request);
        await screening.setPhrase(request.body.phrase, present, moderator);
        return phrases();
      },
    );
  }
};
