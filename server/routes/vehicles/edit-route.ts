import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { answerStatuses } from '@/domain/moderation/held-answer';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import {
  editConflict,
  maskPhone,
  parseAdField,
  updateVehicle,
  type KeptPhotos,
} from '../../vehicles/create-vehicle';
import { screenedTexts } from '../../screening/screen-ad';
import { screenedInsert } from '../../screening/screened-insert';
import type { AuthorizeOwner } from './owner-auth';
import {
  checkBlocked,
  processUploads,
  readParts,
  VEHICLE_HELD_REASONS,
  type PostVehicleOptions,
} from './post-route';
import { idParamsSchema, vehicleResponseSchema } from './schemas';

const url = z.string().min(1).max(VEHICLE_LIMITS.urlMax);
const keepSchema = z.strictObject({
  hero: url.nullable(),
  gallery: z.array(url).max(VEHICLE_LIMITS.galleryMax),
});

/** Missing: none (every photo replaced). */
export function parseKeep(text: string | null): KeptPhotos {
  if (text === null) return { hero: null, gallery: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const result = keepSchema.safeParse(json);
  if (!result.success) {
    throw new ApiError(400, 'bad_request', 'The form field "keep" is not valid.', {
      fields: { hero: serverErrorKeys.invalidValue },
    });
  }
  return result.data;
}

export function versionOf(header: string | undefined): number | null {
  if (header === undefined) return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) {
    throw new ApiError(400, 'bad_request', 'If-Match must be the version of the ad, like "3".');
  }
  return Number(match[1]);
}

/** Same schema as a new ad; no spam limits, but blocked phones stay out; an old `If-Match`: 409. */
export const editVehicleRoute: FastifyPluginAsync<
  PostVehicleOptions & { authorize: AuthorizeOwner }
> = async (app, options) => {
  app.put<{ Params: { id: string } }>(
    '/api/vehicles/:id',
    {
      schema: {
        summary: 'Edit an ad with its manage token (multipart: ad, keep, hero, gallery)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          // The ad as saved, and where it stands now: an edit that screening holds waits for a
          // moderator like a new post (`status` held, `heldBecause` this edit's reason in one word;
          // null when it was already waiting before this edit).
          200: vehicleResponseSchema().extend({
            status: z.enum(answerStatuses),
            heldBecause: z.enum(VEHICLE_HELD_REASONS).nullable(),
          }),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Before reading the body: without the token, no photo is even decoded.
      const state = await options.authorize(request, reply, id);
      if (state.status === 'deleted') throw new ApiError(409, 'gone', 'This ad was deleted.');
      // An edit of an older copy would drop what the newer one added; without If-Match the edit
      // is still guarded from here to its store.
      const loaded = versionOf(request.headers['if-match']);
      if (loaded !== null && loaded !== state.version) throw editConflict();
      if (!request.isMultipart()) {
        throw new ApiError(415, 'bad_request', 'Send the ad as multipart/form-data.');
      }
      // No spam limits (it is the same ad), but a phone number the moderators blocked stays out.
      const { adText, keepText, uploads } = await readParts(request, options, (ad) =>
        checkBlocked(ad, options),
      );
      const values = parseAdField(adText);
      const kept = parseKeep(keepText);
      const photos = await processUploads(uploads);
      // Screened as a new ad is, for what the edit adds: new wording and new photos.
      const before = { id, texts: screenedTexts(state.vehicle) };
      const screened =
        options.screening && (await screenedInsert(options.screening, values, photos, before));
      const vehicle = await updateVehicle(
        options,
        state.vehicle,
        state.version,
        values,
        kept,
        photos,
        screened,
      );
      options.previews?.refresh(vehicle, state.vehicle);
      request.log.info(
        {
          id,
          phone: maskPhone(vehicle.phone),
          photos: uploads.length,
          held: screened?.held ?? false,
        },
        'ad edited',
      );
      reply.header('ETag', `"${state.version + 1}"`);
      const heldNow = screened ? screened.held : false;
      return {
        ...vehicle,
        status: heldNow ? 'held' : state.status,
        heldBecause: heldNow ? (screened?.because ?? 'wording') : null,
      };
    },
  );
};
