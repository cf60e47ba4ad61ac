import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adActions } from '../../admin/moderation-repository';
import { ApiError, errorBodySchema } from '../../http/api-error';
import { deletePhotoFiles } from '../../vehicles/create-vehicle';
import { idParamsSchema } from '../vehicles/schemas';
import { changing, readOnly, signedIn } from './guard';
import { adminAdSchema, adminResponses, errors, phoneBody, reasonBody } from './schemas';

/** The queue of reported ads, one ad's view, hide/restore/delete/dismiss, phone blocks, the log. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app;

  app.get(
    '/api/admin/reports',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The moderation queue: reported ads, most recently reported first',
        response: { 200: adminResponses.reports, ...errors },
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
      await deletePhotoFiles(
        app.photoStore,
        await moderation.act(id, action, session.moderator, reason),
      );
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
        response: { 200: adminResponses.phones, ...errors },
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
            200: adminResponses.phoneBlock,
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
        response: { 200: adminResponses.log, ...errors },
      },
    },
    async () => ({ items: await moderation.recentLog() }),
  );
};
