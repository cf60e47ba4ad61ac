import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorBodySchema } from '../../http/api-error';
import { RENEW_WINDOW_DAYS, type VehicleRepository } from '../../vehicles/vehicle-repository';
import type { PhotoStore } from '../../photos/photo-store';
import { deletePhotoFiles } from '../../vehicles/create-vehicle';
import type { AuthorizeOwner } from './owner-auth';
import { idParamsSchema, vehicleResponseSchema } from './schemas';

const DAY_MS = 24 * 60 * 60_000;

/** The life cycle state every kind of ad has, around the ad itself. */
export type ManagedState<Ad> = {
  status: 'active' | 'sold' | 'deleted' | 'held';
  expiresAt: string | null;
  manageHash: string | null;
  listed: boolean;
  hidden: boolean;
  version: number;
} & Ad;

function manageStateSchema<K extends string, A extends z.ZodType>(key: K, ad: A, id: string) {
  return z
    .object({
      [key]: ad,
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
    } as { [P in K]: A } & Record<string, z.ZodType>)
    .meta({ id });
}

const manageChangeSchema = z.strictObject({ showPhone: z.boolean() });

/** How one kind of ad is managed: its API paths, its state and the key its ad is sent under. */
export type ManageKind<S extends ManagedState<object>> = {
  prefix: string;
  key: string;
  adSchema: z.ZodType;
  schemaId: string;
  state: (id: string) => Promise<S | null>;
  adOf: (state: S) => unknown;
  /** After a delete: forget its link preview. */
  forget: (state: S) => Promise<void>;
  /** Its public answers honour "Show my number" (PATCH …/manage {showPhone}). */
  hidesPhone?: boolean;
};

/**
 * The owner's manage routes (view, sold, relist, renew, delete) of any kind of ad: one code path;
 * the writes are the shared life cycle's (ad-lifecycle.ts), which work on any ad by id. Bad
 * tokens and unknown ids all get the same 403; one budget per address (`authorize`).
 */
export function adManageRoutes<S extends ManagedState<object>>(
  kind: ManageKind<S>,
): FastifyPluginAsyncZod<{
  lifecycle: Pick<
    VehicleRepository,
    'markSold' | 'relist' | 'renew' | 'remove' | 'lifetimeDays' | 'setShowPhone'
  >;
  store: PhotoStore;
  authorize: AuthorizeOwner<S>;
}> {
  return async (app, { lifecycle, store, authorize }) => {
    const stateSchema = manageStateSchema(kind.key, kind.adSchema, kind.schemaId);
    const responses = {
      200: stateSchema,
      403: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
    };
    const body = (state: S) => {
      const expires = state.expiresAt ? Date.parse(state.expiresAt) : Infinity;
      return {
        [kind.key]: kind.adOf(state),
        status: state.status,
        listed: state.listed,
        hidden: state.hidden,
        expiresAt: state.expiresAt,
        canRenew: state.status === 'active' && expires - Date.now() < RENEW_WINDOW_DAYS * DAY_MS,
        lifetimeDays: lifecycle.lifetimeDays,
        version: state.version,
        showPhone: (kind.adOf(state) as { phoneHidden?: boolean }).phoneHidden !== true,
      };
    };
    const now = async (id: string) => body((await kind.state(id))!);
    const { prefix } = kind;

    app.get(
      `${prefix}/:id/manage`,
      {
        schema: {
          summary: "The owner's view of an ad",
          params: idParamsSchema,
          response: responses,
        },
      },
      async (request, reply) => body(await authorize(request, reply, request.params.id)),
    );

    if (kind.hidesPhone)
      app.patch(
        `${prefix}/:id/manage`,
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
          await lifecycle.setShowPhone(id, request.body.showPhone);
          request.log.info({ ad: id, showPhone: request.body.showPhone }, 'show phone changed');
          return now(id);
        },
      );

    app.post(
      `${prefix}/:id/sold`,
      { schema: { summary: 'Mark an ad sold', params: idParamsSchema, response: responses } },
      async (request, reply) => {
        const { id } = request.params;
        const state = await authorize(request, reply, id);
        if (state.status === 'active') await lifecycle.markSold(id);
        else if (state.status === 'deleted') {
          throw new ApiError(409, 'gone', 'This ad was deleted.');
        }
        return now(id);
      },
    );

    app.post(
      `${prefix}/:id/relist`,
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
        if (state.status === 'active') return body(state);
        if (!(await lifecycle.relist(id))) {
          throw new ApiError(
            409,
            'too_late',
            'A sold ad can be put back on sale only while it still shows as sold.',
          );
        }
        return now(id);
      },
    );

    app.post(
      `${prefix}/:id/renew`,
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
        if (!(await lifecycle.renew(id))) {
          throw new ApiError(
            409,
            'not_yet',
            `An ad can be renewed in its last ${RENEW_WINDOW_DAYS} days, while it is for sale.`,
          );
        }
        return now(id);
      },
    );

    app.delete(
      `${prefix}/:id`,
      { schema: { summary: 'Delete an ad', params: idParamsSchema, response: responses } },
      async (request, reply) => {
        const { id } = request.params;
        const state = await authorize(request, reply, id);
        await deletePhotoFiles(store, (await lifecycle.remove(id)) ?? []);
        await kind.forget(state);
        return now(id);
      },
    );
  };
}

/** Vehicle ads: /api/vehicles/:id/…, the ad under `vehicle`. */
export const manageRoutes: FastifyPluginAsyncZod<{
  repository: VehicleRepository;
  store: PhotoStore;
  authorize: AuthorizeOwner;
}> = async (app, { repository, store, authorize }) => {
  await app.register(
    adManageRoutes({
      prefix: '/api/vehicles',
      key: 'vehicle',
      adSchema: vehicleResponseSchema(),
      schemaId: 'ManageState',
      state: async (id) => {
        const state = await repository.state(id);
        return state && { ...state };
      },
      adOf: (state) => state.vehicle,
      forget: (state) => app.previews.forget(state.vehicle),
      hidesPhone: true,
    }),
    { lifecycle: repository, store, authorize },
  );
};
