import { z } from 'zod';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { conditions, vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { STORAGE_KEYS, readJson, removeKey, writeQuietly } from '@/lib/storage';
import { GALLERY_URLS_MAX_CHARS, postAdDefaults, type PostAdFormValues } from '../post-ad-schema';

const KEY = STORAGE_KEYS.postAdDraft;
/** Storage is a boundary: a draft field that is not what the form expects falls back to its default. */
function buildDraftSchema() {
  configureZod();
  const text = z.string().max(5_000).catch('');
  return z.object({
    type: z.enum(vehicleTypes).catch(postAdDefaults.type),
    condition: z.enum(conditions).catch(postAdDefaults.condition),
    title: text,
    make: text,
    model: text,
    year: text,
    registerYear: text,
    price: text,
    negotiable: z.boolean().catch(false),
    mileageKm: text,
    engineCapacityCc: text,
    transmission: text,
    fuelType: text,
    color: text,
    description: text,
    location: text,
    phone: text,
    heroUrl: text,
    // As much as the form's box takes, or a long list of photo addresses would not come back.
    galleryUrls: z.string().max(GALLERY_URLS_MAX_CHARS).catch(''),
  });
}

let draftSchema: ReturnType<typeof buildDraftSchema> | undefined;

/** The saved text fields merged over the defaults; defaults when there is no usable draft. */
export function loadDraft(): PostAdFormValues {
  const stored = readJson(KEY);
  if (stored === undefined) return postAdDefaults;
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) {
    console.warn('[post-ad] ignoring a draft that is not an object');
    return postAdDefaults;
  }
  return (draftSchema ??= buildDraftSchema()).parse({ ...postAdDefaults, ...stored });
}

/** Best effort: a full or blocked storage only loses the draft, never the form. */
export function saveDraft(values: PostAdFormValues): void {
  writeQuietly(KEY, JSON.stringify(values));
}

export function clearDraft(): void {
  removeKey(KEY);
}
