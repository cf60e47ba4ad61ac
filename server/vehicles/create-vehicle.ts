import { randomInt } from 'node:crypto';
import { buildVehicleFromForm, type AdFormValues } from '@/domain/vehicles/build-vehicle';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import { getPostAdFormSchema } from '@/domain/vehicles/post-ad-form-schema';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { getVehicleSchema, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ApiError, serverErrorKeys } from '../http/api-error';
import type { ProcessedPhoto } from '../photos/process-photo';
import { newPhotoKey, type PhotoStore } from '../photos/photo-store';
import type { VehicleRepository } from './vehicle-repository';

/** The `ad` field's JSON checked with the post form's own schema; messages are its i18n keys. */
export function parseAdField(text: string | null): AdFormValues {
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
  // Apps (and API clients) from before the description existed send none: an empty one.
  const withDefaults =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? { description: '', ...json }
      : json;
  const result = getPostAdFormSchema().safeParse(withDefaults);
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

/** A random number in [0, 1) from the crypto generator, for the id's suffix. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** `071 234 5678` → `07******78` for logs: never a full number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '***' : `${digits.slice(0, 2)}******${digits.slice(-2)}`;
}

/**
 * Stores a checked ad with its processed photos: photos first, then the row, so a stored ad
 * never points at a missing photo; when the row cannot be stored its photos are deleted again.
 * The server sets id and postedAt; the domain's mapping does the rest.
 */
export async function createVehicle(
  deps: { repository: VehicleRepository; store: PhotoStore },
  values: AdFormValues,
  photos: { hero: ProcessedPhoto | null; gallery: ProcessedPhoto[] },
): Promise<Vehicle> {
  if (
    photos.gallery.length + splitImageUrls(values.galleryUrls).length >
    VEHICLE_LIMITS.galleryMax
  ) {
    throw new ApiError(400, 'validation', 'Too many photos.', {
      fields: { galleryUrls: 'postAd.errors.galleryTooMany' },
    });
  }
  const written: string[] = [];
  const save = async (photo: ProcessedPhoto) => {
    const key = newPhotoKey();
    written.push(`${key}.webp`, `${key}-400.webp`);
    await Promise.all([
      deps.store.put(`${key}.webp`, photo.full),
      deps.store.put(`${key}-400.webp`, photo.thumb),
    ]);
    return `/photos/${key}.webp`;
  };
  try {
    const hero = photos.hero ? await save(photos.hero) : null;
    const gallery: string[] = [];
    for (const photo of photos.gallery) gallery.push(await save(photo));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const input = buildVehicleFromForm(values, { hero, gallery }, new Date(), secureRandom);
      const vehicle = getVehicleSchema().parse(input);
      const [id] = await deps.repository.insert([vehicle]);
      if (id) return vehicle;
    }
    throw new Error('Could not find a free id');
  } catch (error) {
    await Promise.all(written.map((name) => deps.store.delete(name).catch(() => undefined)));
    throw error;
  }
}
