import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorBodySchema } from '../../http/api-error';
import {
  RENEW_WINDOW_DAYS,
  type AdState,
  type VehicleRepository,
} from '../../vehicles/vehicle-repository';
import type { PhotoStore } from '../../photos/photo-store';
import { deletePhotoFiles } from '../../vehicles/create-vehicle';
import type { AuthorizeOwner } from './owner-auth';
import { idParamsSchema, vehicleResponseSchema } from './schemas';

const DAY_MS = 24 * 60 * 60_000;

const manageStateSchema = z
  .object({
    vehicle: vehicleResponseSchema(),
    status: z.enum(['active', 'sold', 'deleted', 'held']),
    /** Listed for buyers now (active and not expired, or sold in the last 7 days). */
    listed: z.boolean(),
    hidden: z.boolean(),
    expiresAt: z.string().nullable(),
    canRenew: z.boolean(),
    lifetimeDays: z.number().int(),
    /** Send it back as `If-Match` with an edit: an edit from an older copy gets 409. */
    version: z.number().int(),
    /** "Show my number": off, the public never gets the number (messages only). */
    showPhone: z.boolean(),
  })
  .meta({ id: 'ManageState' });

function stateBody(state: AdState, lifetimeDays: number) {
  const expires = state.expiresAt ? Date.parse(state.expiresAt) : Infinity;
  return {
    vehicle: state.vehicle,
    status: state.status,
    listed: state.listed,
    hidden: state.hidden,
    expiresAt: state.expiresAt,
    canRenew: state.status === 'active' && expires - Date.now() < RENEW_WINDOW_DAYS * DAY_MS,
    lifetimeDays,
    version: state.version,
    showPhone: state.vehicle.phoneHidden !== true,
  };
}

const manageChangeSchema = z.strictObject({ showPhone: z.boolean() });

/** Bad tokens and unknown ids all get the same 403; one budget per address (`authorize`). */
export const manageRoutes: FastifyPluginAsyncZod<{
  repository: VehicleRepository;
  store: PhotoStore;
  authorize: AuthorizeOwner;
}> = async (app, { repository, store, authorize }) => {
  const responses = {
    200: manageStateSchema,
    403: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  };

  app.get(
    '/api/vehicles/:id/manage',
    {
      schema: { summary: "The owner's view of an ad", params: idParamsSchema, response: responses },
    },
    async (request, reply) =>
      stateBody(await authorize(request, reply, request.params.id), repository.lifetimeDays),
  );

  app.patch(
    '/api/vehicles/:id/manage',
    {
      schema: {
        summary: 'Change the owner\'s settings of an ad: "Show my number" (showPhone)',
        params: idParamsSchema,
        body: manageChangeSchema,
        response: { ...responses, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const state = await authorize(request, reply, id);
      if (state.status === 'deleted') throw new ApiError(409, 'gone', 'This ad was deleted.');
      await repository.setShowPhone(id, request.body.showPhone);
      request.log.info({ vehicle: id, showPhone: request.body.showPhone }, 'show phone changed');
      return stateBody((await repository.state(id))!, repository.lifetimeDays);
    },
  );

  app.post(
    '/api/vehicles/:id/sold',
    {
      schema: { summary: 'Mark an ad sold', params: idParamsSchema, response: responses },
    },
    async (request, reply) => {
      const { id } = request.params;
      const state = await authorize(request, reply, id);
      if (state.status === 'active') await repository.markSold(id);
      else if (state.status === 'deleted') throw new ApiError(409, 'gone', 'This ad was deleted.');
      return stateBody((await repository.state(id))!, repository.lifetimeDays);
    },
  );

  app.post(
    '/api/vehicles/:id/relist',
    {
      schema: {
        summary: 'Put a sold ad back on sale (while it still shows as sold)',
        params: idParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const state = await authorize(request, reply, id);
      if (state.status === 'active') {
        return stateBody(state, repository.lifetimeDays);
      }
      if (!(await repository.relist(id))) {
        throw new ApiError(
          409,
          'too_late',
          'A sold ad can be put back on sale only while it still shows as sold.',
        );
      }
      return stateBody((await repository.state(id))!, repository.lifetimeDays);
    },
  );

  app.post(
    '/api/vehicles/:id/renew',
    {
      schema: {
        summary: 'Renew an ad in its last 7 days',
        params: idParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorize(request, reply, id);
      if (!(await repository.renew(id))) {
        throw new ApiError(
          409,
          'not_yet',
          `An ad can be renewed in its last ${RENEW_WINDOW_DAYS} days, while it is for sale.`,
        );
      }
      return stateBody((await repository.state(id))!, repository.lifetimeDays);
    },
  );

  app.delete(
    '/api/vehicles/:id',
    {
      schema: { summary: 'Delete an ad', params: idParamsSchema, response: responses },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { vehicle } = await authorize(request, reply, id);
      await deletePhotoFiles(store, (await repository.remove(id)) ?? []);
      await app.previews.forget(vehicle);
      return stateBody((await repository.state(id))!, repository.lifetimeDays);
    },
  );
};
