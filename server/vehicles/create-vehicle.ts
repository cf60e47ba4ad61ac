import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { HeldReason } from '@/domain/moderation/held-answer';
import { buildVehicleFromForm } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import { getPostAdFormSchema } from '@/domain/vehicles/post-ad-form-schema';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { getVehicleSchema, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ApiError, serverErrorKeys } from '../http/api-error';
import { refuseBadText } from '../http/bad-text';
import type { ProcessedPhoto } from '../photos/process-photo';
import { newPhotoKey, photoFilesOf, type PhotoStore } from '../photos/photo-store';
import type { Queryable } from '../db/db';
import type { NewAdOwner } from './ad-writes';
import type { VehicleRepository } from './vehicle-repository';

/** The form field `ad`: JSON of the form's values, checked with the kind's own form schema. */
export function parseFormJson<T>(
  text: string | null,
  schema: z.ZodType<T>,
  defaults: Record<string, unknown> = {},
): T {
  if (text === null) {
    throw new ApiError(400, 'bad_request', 'The form field "ad" is missing.', {
      fields: { ad: serverErrorKeys.adRequired },
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The form field "ad" is not valid JSON.', {
      fields: { ad: serverErrorKeys.adInvalid },
    });
  }
  refuseBadText(json, 'ad');
  const withDefaults =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? { ...defaults, ...json }
      : json;
  const result = schema.safeParse(withDefaults);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length ? String(issue.path[0]) : 'ad';
    fields[name] ??= issue.message.startsWith('postAd.errors.')
      ? issue.message
      : serverErrorKeys.invalidValue;
  }
  throw new ApiError(400, 'validation', `Please correct: ${Object.keys(fields).join(', ')}.`, {
    fields,
  });
}

export function parseAdField(text: string | null): PostAdFormValues {
  // Apps (and API clients) from before the description existed send none: an empty one.
  return parseFormJson(text, getPostAdFormSchema(), { description: '' });
}

export const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Never a full number in logs. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '***' : `${digits.slice(0, 2)}******${digits.slice(-2)}`;
}

type Deps = { repository: VehicleRepository; store: PhotoStore };
export type NewPhotos = { hero: ProcessedPhoto | null; gallery: ProcessedPhoto[] };

export function tooManyPhotos(count: number) {
  if (count <= VEHICLE_LIMITS.galleryMax) return;
  throw new ApiError(400, 'validation', 'Too many photos.', {
    fields: { galleryUrls: 'postAd.errors.galleryTooMany' },
  });
}

/** Photos first, then the row, so a stored ad never points at a missing photo. */
export async function withSavedPhotos<T>(
  store: PhotoStore,
  photos: NewPhotos,
  storeRow: (urls: { hero: string | null; gallery: string[] }) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const save = async (photo: ProcessedPhoto) => {
    const key = newPhotoKey();
    written.push(`${key}.webp`, `${key}-400.webp`, `${key}-800.webp`);
    await Promise.all([
      store.put(`${key}.webp`, photo.full),
      store.put(`${key}-400.webp`, photo.thumb),
      store.put(`${key}-800.webp`, photo.medium),
    ]);
    return `/photos/${key}.webp`;
  };
  try {
    const hero = photos.hero ? await save(photos.hero) : null;
    const gallery: string[] = [];
    for (const photo of photos.gallery) gallery.push(await save(photo));
    return await storeRow({ hero, gallery });
  } catch (error) {
    await Promise.all(written.map((name) => store.delete(name).catch(() => undefined)));
    throw error;
  }
}

export type ScreenedInsert = {
  held: boolean;
  /** Why it is held, as the poster is told: a photo like another seller's, or scam wording. */
  because?: HeldReason | null;
  record: (tx: Queryable, id: string, newUrls: string[]) => Promise<void>;
};

export async function createVehicle(
  deps: Deps,
  values: PostAdFormValues,
  photos: NewPhotos,
  owner: NewAdOwner,
  screened?: ScreenedInsert,
): Promise<Vehicle> {
  tooManyPhotos(photos.gallery.length + splitImageUrls(values.galleryUrls).length);
  return withSavedPhotos(deps.store, photos, async (urls) => {
    const newUrls = [...(urls.hero ? [urls.hero] : []), ...urls.gallery];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const input = buildVehicleFromForm(values, urls, new Date(), secureRandom);
      const vehicle = getVehicleSchema().parse(input);
      const stored = await deps.repository.insertOwned(vehicle, owner.manageHash, owner.guard, {
        held: screened?.held ?? false,
        showPhone: owner.showPhone,
        postKeyHash: owner.postKeyHash,
        within: screened && ((tx) => screened.record(tx, vehicle.id, newUrls)),
      });
      if (stored) return vehicle;
    }
    throw new Error('Could not find a free id');
  });
}

export function editConflict() {
  return new ApiError(409, 'conflict', 'This ad was changed elsewhere. Reload it and edit again.');
}

export type KeptPhotos = { hero: string | null; gallery: string[] };

function storedFiles(url: string): string[] {
  const match = /^\/photos\/([0-9a-f]{32})\.webp$/.exec(url);
  return match ? photoFilesOf(match[1]!) : [];
}

/** Photos the edit dropped are deleted once the edited row is stored, never before. */
export async function updateVehicle(
  deps: Deps,
  existing: Vehicle,
  version: number,
  values: PostAdFormValues,
  kept: KeptPhotos,
  photos: NewPhotos,
  screened?: ScreenedInsert,
): Promise<Vehicle> {
  const had = new Set([existing.image, ...existing.gallery].filter(Boolean));
  const foreign = [kept.hero, ...kept.gallery].some((url) => url !== null && !had.has(url));
  if (foreign || (kept.hero !== null && photos.hero)) {
    throw new ApiError(400, 'validation', 'Keep only photos this ad already has.', {
      fields: { hero: serverErrorKeys.invalidValue },
    });
  }
  tooManyPhotos(
    kept.gallery.length + photos.gallery.length + splitImageUrls(values.galleryUrls).length,
  );
  const vehicle = await withSavedPhotos(deps.store, photos, async (urls) => {
    const input = buildVehicleFromForm(
      values,
      { hero: urls.hero ?? kept.hero, gallery: [...kept.gallery, ...urls.gallery] },
      new Date(existing.postedAt),
      secureRandom,
    );
    const edited = getVehicleSchema().parse({
      ...input,
      id: existing.id,
      postedAt: existing.postedAt,
      soldAt: existing.soldAt ?? null,
    });
    const newUrls = [...(urls.hero ? [urls.hero] : []), ...urls.gallery];
    const stored = await deps.repository.update(edited, version, {
      held: screened?.held ?? false,
      within: screened && ((tx) => screened.record(tx, edited.id, newUrls)),
    });
    if (stored === 'gone') throw new ApiError(409, 'gone', 'This ad was deleted.');
    if (stored === 'conflict') throw editConflict();
    return edited;
  });
  const now = new Set([vehicle.image, ...vehicle.gallery]);
  await deletePhotoFiles(
    deps.store,
    [...had].filter((url) => !now.has(url)),
  );
  return vehicle;
}

/** A failure leaves them to the orphan sweep. */
export async function deletePhotoFiles(store: PhotoStore, urls: readonly string[]) {
  const names = urls.flatMap(storedFiles);
  await Promise.all(names.map((name) => store.delete(name).catch(() => undefined)));
}
