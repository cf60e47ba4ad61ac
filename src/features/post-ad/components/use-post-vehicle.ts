import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { parseVehicle, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { useAdStore } from '@/lib/ad-store';
import { StorageWriteError } from '@/lib/storage';
import { buildVehicleFromForm, type UploadedImages } from '@/domain/vehicles/build-vehicle';
import { clearDraft } from '../lib/draft-storage';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import type { PostAdFormValues } from '../post-ad-schema';
import type { PhotoList } from './use-photo-list';

/** Keeps "Posting…" on screen long enough to be seen (and announced) even for a tiny ad. */
const MIN_POSTING_MS = 350;

class PhotoReadError extends Error {
  constructor(
    readonly which: 'hero' | 'gallery',
    cause: unknown,
  ) {
    super(`Could not read the ${which} photo(s)`, { cause });
  }
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readPhotos(hero: PhotoList, gallery: PhotoList): Promise<UploadedImages> {
  let heroUrl: string | null = null;
  try {
    heroUrl = hero.photos[0] ? await hero.photos[0].dataUrl : null;
  } catch (error) {
    throw new PhotoReadError('hero', error);
  }
  try {
    return { hero: heroUrl, gallery: await Promise.all(gallery.photos.map((p) => p.dataUrl)) };
  } catch (error) {
    throw new PhotoReadError('gallery', error);
  }
}

function errorKey(error: unknown): TranslationKey {
  if (error instanceof PhotoReadError) {
    return error.which === 'hero' ? 'postAd.errors.heroRead' : 'postAd.errors.galleryRead';
  }
  if (error instanceof StorageWriteError) {
    return error.reason === 'quota'
      ? 'postAd.errors.storageFull'
      : 'postAd.errors.storageUnavailable';
  }
  return 'postAd.errors.generic';
}

type Options = {
  hero: PhotoList;
  gallery: PhotoList;
  setError: UseFormSetError<PostAdFormValues>;
  /** Drops a draft save still waiting, before the draft is cleared. */
  cancelDraftSave: () => void;
  onPosted: (vehicle: Vehicle) => void;
};

/**
 * Posting a valid form (SPEC §4): reads the photos, stores the ad, clears the draft and hands
 * the stored ad on; a failure becomes one of SPEC §8's messages (`formError`).
 */
export function usePostVehicle({ hero, gallery, setError, cancelDraftSave, onPosted }: Options) {
  const { addVehicle } = useAdStore();
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const busy = useRef(false);
  // Valid and being posted (react-hook-form's isSubmitting also covers validation).
  const [posting, setPosting] = useState(false);

  async function post(values: PostAdFormValues) {
    if (busy.current) return;
    const urlCount = splitImageUrls(values.galleryUrls).length;
    if (gallery.photos.length + urlCount > VEHICLE_LIMITS.galleryMax) {
      setError('galleryUrls', { message: 'postAd.errors.galleryTooMany' }, { shouldFocus: true });
      return;
    }
    busy.current = true;
    setPosting(true);
    setFormError(null);
    try {
      const [images] = await Promise.all([readPhotos(hero, gallery), wait(MIN_POSTING_MS)]);
      const ad = buildVehicleFromForm(values, images, new Date(), Math.random);
      addVehicle(ad);
      const vehicle = parseVehicle(ad);
      if (!vehicle) throw new TypeError('The stored ad does not parse');
      cancelDraftSave();
      clearDraft();
      onPosted(vehicle);
    } catch (error) {
      console.error('[post-ad] posting failed', error);
      setFormError(errorKey(error));
    } finally {
      busy.current = false;
      setPosting(false);
    }
  }

  return { post, posting, formError, busy };
}
