import { z } from 'zod';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { conditions, vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { createStore, type Schema } from '@/lib/create-store';
import { STORAGE_KEYS } from '@/lib/storage';
import { GALLERY_URLS_MAX_CHARS, postAdDefaults, type PostAdFormValues } from '../post-ad-schema';

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

/** A stored draft: its text fields merged over the defaults; anything but an object does not read. */
const storedDraft: Schema<PostAdFormValues> = {
  safeParse(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { success: false };
    }
    const data = (draftSchema ??= buildDraftSchema()).parse({ ...postAdDefaults, ...value });
    return { success: true, data };
  },
};

/** Best effort: a full or blocked storage only loses the draft, never the form. */
const store = createStore({
  key: STORAGE_KEYS.postAdDraft,
  schema: storedDraft,
  fallback: postAdDefaults,
  keepInMemory: true,
});

/** The saved text fields merged over the defaults; defaults when there is no usable draft. */
export function loadDraft(): PostAdFormValues {
  return store.get();
}

export function saveDraft(values: PostAdFormValues): void {
  store.set(values);
}

export function clearDraft(): void {
  store.remove();
}
