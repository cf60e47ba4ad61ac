import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import type { AnswerStatus, HeldReason } from '@/domain/moderation/held-answer';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { normaliseSriLankanPhone } from '@/domain/vehicles/phone';
import { parseWholeNumber } from '@/domain/vehicles/form-values';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { Config } from '../../config';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import { refuseBadText } from '../../http/bad-text';
import { PhotoError, type PhotoProcessor, type ProcessedPhoto } from '../../photos/process-photo';
import type { PhotoStore } from '../../photos/photo-store';
import type { Previews } from '../../previews/preview-service';
import { createVehicle, maskPhone, parseAdField } from '../../vehicles/create-vehicle';
import type { SpamKey } from '../../vehicles/spam-rules';
import { hashManageToken } from '../../vehicles/manage-token';
import { checkNewPost, manageTokenFor, postOnce, readPostKey } from '../../vehicles/post-key';
import type { VehicleRepository } from '../../vehicles/vehicle-repository';
import { screenedInsert } from '../../screening/screened-insert';
import type { ScreeningRepository } from '../../screening/screening-repository';
import { rememberOwner } from './owner-auth';
import { vehicleResponseSchema } from './schemas';

/** A new ad is live or held (`answerStatuses`); why, in the domain's words (`heldReasons`). */
export const NEW_AD_STATUSES = ['active', 'held'] as const satisfies readonly AnswerStatus[];
export const VEHICLE_HELD_REASONS = [
  'copied_photo',
  'wording',
] as const satisfies readonly HeldReason[];

export type Upload = { field: 'hero' | 'gallery'; file: string; photo: Promise<ProcessedPhoto> };

export type PostVehicleOptions = {
  repository: VehicleRepository;
  store: PhotoStore;
  processPhoto: PhotoProcessor;
  limits: Config['limits'];
  isBlocked: (phone: string) => Promise<boolean>;
  /** In the background, never failing a post. */
  previews?: Pick<Previews, 'refresh'>;
  screening?: ScreeningRepository;
  /** Cookies marked Secure (behind a proxy that speaks https). */
  secureCookies: boolean;
};

function photoFailure(upload: Upload, error: unknown): ApiError {
  const tooLarge = error instanceof PhotoError && error.reason === 'photo_too_large';
  return new ApiError(
    422,
    tooLarge ? 'photo_too_large' : 'photo_invalid',
    error instanceof PhotoError ? error.message : 'The image could not be read.',
    {
      file: upload.file.slice(0, 200),
      fields: {
        [upload.field]: tooLarge ? serverErrorKeys.photoTooLarge : serverErrorKeys.photoInvalid,
      },
    },
  );
}

export async function checkBlocked(
  values: { phone: string },
  options: Pick<PostVehicleOptions, 'isBlocked'>,
) {
  const phone = normaliseSriLankanPhone(values.phone) ?? values.phone.trim();
  if (await options.isBlocked(phone)) {
    throw new ApiError(403, 'blocked', 'This phone number may not post ads.', {
      fields: { phone: serverErrorKeys.blocked },
    });
  }
}

/** What the spam rules compare a vehicle ad by: its number, make, model and price. */
export function spamKey(values: PostAdFormValues): SpamKey {
  const phone = normaliseSriLankanPhone(values.phone) ?? values.phone.trim();
  const price = values.negotiable ? null : parseWholeNumber(values.price);
  return { phone, make: values.make.trim(), model: values.model.trim(), price };
}

/**
 * `ad` is read (`parse`: the kind's own form schema) and checked before any photo is decoded; each
 * photo starts processing as it arrives. Every kind of ad is posted and edited through this.
 */
export async function readParts<T = PostAdFormValues>(
  request: FastifyRequest,
  options: Pick<PostVehicleOptions, 'processPhoto' | 'limits'>,
  checkAd: (values: T) => Promise<void>,
  parse: (text: string | null) => T = parseAdField as unknown as (text: string | null) => T,
) {
  let adText: string | null = null;
  let keepText: string | null = null;
  // "Show my number" (a field beside the ad, so the shared form values stay as they are).
  let showPhone = true;
  const uploads: Upload[] = [];
  let bytes = 0;
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
    if (part.type === 'field') {
      // Bytes that are not UTF-8 (decoded as U+FFFD), a NUL or a lone surrogate, in any field.
      refuseBadText(String(part.value), part.fieldname.slice(0, 40));
      // A field no person fills in (the form hides it); bots that fill every field are refused.
      if (part.fieldname === 'website') {
        if (String(part.value).trim() !== '') {
          throw new ApiError(422, 'rejected', 'This ad could not be posted.');
        }
        continue;
      }
      if (part.fieldname === 'showPhone') {
        showPhone = String(part.value) !== 'false';
        continue;
      }
      if (part.fieldname === 'keep') {
        keepText = String(part.value);
        continue;
      }
      if (part.fieldname !== 'ad') continue;
      if (part.valueTruncated) {
        throw new ApiError(413, 'too_large', 'The ad is too large.', {
          fields: { ad: serverErrorKeys.tooLarge },
        });
      }
      adText = String(part.value);
      await checkAd(parse(adText));
      continue;
    }
    const field = part.fieldname;
    if (field !== 'hero' && field !== 'gallery') {
      throw new ApiError(400, 'bad_request', `Unexpected file field "${field.slice(0, 40)}".`);
    }
    const data = await part.toBuffer();
    if (data.length === 0 && !part.filename) continue; // an empty file input
    bytes += data.length;
    if (bytes > options.limits.postBytes) {
      throw new ApiError(413, 'too_large', 'The photos are too large together.', {
        fields: { [field]: serverErrorKeys.tooLarge },
      });
    }
    const photo = options.processPhoto(data);
    photo.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
    uploads.push({ field, file: part.filename || field, photo });
  }
  return { adText, keepText, uploads, showPhone };
}

export async function processUploads(uploads: Upload[]) {
  const heroes = uploads.filter((upload) => upload.field === 'hero');
  const gallery = uploads.filter((upload) => upload.field === 'gallery');
  if (heroes.length > 1) {
    throw new ApiError(400, 'bad_request', 'Send at most one hero photo.', {
      fields: { hero: serverErrorKeys.invalidValue },
    });
  }
  if (gallery.length > VEHICLE_LIMITS.galleryMax) {
    throw new ApiError(400, 'validation', 'Too many photos.', {
      fields: { galleryUrls: 'postAd.errors.galleryTooMany' },
    });
  }
  const processed = new Map<Upload, ProcessedPhoto>();
  for (const upload of uploads) {
    try {
      processed.set(upload, await upload.photo);
    } catch (error) {
      throw photoFailure(upload, error);
    }
  }
  return {
    hero: heroes[0] ? processed.get(heroes[0])! : null,
    gallery: gallery.map((upload) => processed.get(upload)!),
  };
}

export const postVehicleRoute: FastifyPluginAsync<PostVehicleOptions> = async (app, options) => {
  app.post(
    '/api/vehicles',
    {
      config: {
        rateLimit: { max: options.limits.postsPerWindow, timeWindow: options.limits.postWindowMs },
      },
      schema: {
        summary: 'Post an ad (multipart/form-data: ad = JSON of the form values, hero, gallery)',
        description:
          'Send an Idempotency-Key header (16 to 100 of A-Z a-z 0-9 - _): the same post sent again with it gets the same ad back, with the same manage token (derived from the key).',
        consumes: ['multipart/form-data'],
        response: {
          // The ad as everyone sees it, plus its manage token: the only time it is sent. A held
          // ad waits for a moderator: `status` says so and `heldBecause` why, in one word.
          201: vehicleResponseSchema().extend({
            manageToken: z.string(),
            status: z.enum(NEW_AD_STATUSES),
            // A vehicle is never held for its papers (parts only).
            heldBecause: z.enum(VEHICLE_HELD_REASONS).nullable(),
          }),
          400: errorBodySchema,
          413: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'bad_request', 'Send the ad as multipart/form-data.');
      }
      const db = options.repository.db;
      const postKey = readPostKey(request);
      const manageToken = manageTokenFor(postKey);
      const manageHash = hashManageToken(manageToken);
      const answer = (vehicle: Vehicle, held: boolean, because: HeldReason | null) => {
        // This browser spends the ad's own manage budget, not its address's (owner-auth.ts).
        rememberOwner(request, reply, vehicle.id, manageHash, options.secureCookies);
        return reply.status(201).send({
          ...vehicle,
          manageToken,
          status: held ? 'held' : 'active',
          heldBecause: held ? (because === 'copied_photo' ? 'copied_photo' : 'wording') : null,
        });
      };
      return postOnce(
        db,
        postKey,
        ['vehicle'],
        async () => {
          // A bad ad or a spam post is refused before any photo is decoded.
          const { adText, uploads, showPhone } = await readParts(request, options, async (ad) => {
            await checkBlocked(ad, options);
            await checkNewPost(db, postKey, spamKey(ad), options.limits);
          });
          const values = parseAdField(adText);
          const photos = await processUploads(uploads);
          const screened =
            options.screening && (await screenedInsert(options.screening, values, photos));
          // Checked again with the row's insert, in one transaction: posts sent together see
          // each other.
          const vehicle = await createVehicle(
            options,
            values,
            photos,
            {
              manageHash,
              guard: (tx) => checkNewPost(tx, postKey, spamKey(values), options.limits),
              showPhone,
              postKeyHash: postKey?.hash,
            },
            screened,
          );
          options.previews?.refresh(vehicle);
          request.log.info(
            {
              id: vehicle.id,
              phone: maskPhone(vehicle.phone),
              photos: uploads.length,
              held: screened?.held ?? false,
            },
            'ad posted',
          );
          return answer(vehicle, screened?.held ?? false, screened?.because ?? null);
        },
        async (repeated) => {
          const stored = await options.repository.state(repeated.id);
          if (!stored) throw new ApiError(404, 'not_found', 'No ad has this id.');
          request.log.info({ id: repeated.id }, 'ad post repeated: its ad sent again');
          return answer(stored.vehicle, repeated.held, repeated.because);
        },
      );
    },
  );
};
