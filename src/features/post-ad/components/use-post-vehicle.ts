import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { postAdErrorKeys } from '@/domain/vehicles/post-ad-form-schema';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { ApiError } from '@/lib/api/api-client';
import { publishErrorKey } from '@/lib/api/publish-errors';
import { newPostKey } from '@/lib/api/post-ad-request';
import { postOwnAd, saveOwnAdEdit } from '@/lib/own-ads/publish';
import type { EditHeld } from '@/lib/api/publish-api';
import { StorageWriteError } from '@/lib/storage';
import { adFormDefaults, type UploadedImages } from '@/domain/vehicles/build-vehicle';
import { clearDraft } from '../lib/draft-storage';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import type { PostAdFormValues } from '../post-ad-schema';
import type { PhotoList } from './use-photo-list';

/** Keeps "Posting…" up long enough to be seen (and announced) even for a tiny ad. */
export const MIN_POSTING_MS = 350;

export class PhotoReadError extends Error {
  constructor(
    readonly which: 'hero' | 'gallery',
    cause: unknown,
  ) {
    super(`Could not read the ${which} photo(s)`, { cause });
  }
}

export function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function readPhotos(hero: PhotoList, gallery: PhotoList): Promise<UploadedImages> {
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

/** The server checks with the same schema, so its field messages are the schema's own keys. */
const FIELD_MESSAGES: ReadonlySet<string> = new Set([
  ...postAdErrorKeys,
  // The server's spam checks name the field too (the model for a duplicate, the phone).
  'postAd.errors.server.duplicate',
  'postAd.errors.server.phoneLimit',
  'postAd.errors.server.blocked',
]);

export function errorKey(error: unknown): TranslationKey {
  if (error instanceof ApiError) {
    return publishErrorKey(error.code);
  }
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
  cancelDraftSave: () => void;
  /** `held`, for an edit: whether it now waits for a moderator's check (see EditHeld). */
  onPosted: (vehicle: Vehicle, held?: EditHeld) => void;
  honeypot?: () => string;
  /** "Show my number", on the marketplace server. */
  showPhone?: () => boolean;
  onQueued?: () => void;
  edit?: { id: string; token: string; version?: number };
};

export function splitKept(hero: PhotoList, gallery: PhotoList, images: UploadedImages) {
  const keptHero = hero.photos[0]?.keptUrl ?? null;
  const isNew = (index: number) => !gallery.photos[index]?.keptUrl;
  return {
    kept: {
      hero: keptHero,
      gallery: gallery.photos.flatMap((photo) => (photo.keptUrl ? [photo.keptUrl] : [])),
    },
    images: {
      hero: keptHero ? null : images.hero,
      gallery: images.gallery.filter((_, index) => isNew(index)),
    },
  };
}

/**
 * The form's post key (`newPostKey()`): kept over every try until one is published or queued, so
 * a try the server stored whose answer never came (a proxy's timeout, a dropped connection) and
 * the seller's Post again are one ad, not a duplicate refusal; the next ad gets a new one.
 */
export function usePostKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newPostKey()),
    posted: () => {
      key.current = null;
    },
  };
}

export function usePostVehicle({
  hero,
  gallery,
  setError,
  cancelDraftSave,
  onPosted,
  honeypot = () => '',
  showPhone = () => true,
  onQueued,
  edit,
}: Options) {
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const [errorFile, setErrorFile] = useState('');
  const busy = useRef(false);
  const postKey = usePostKey();
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
      if (edit) {
        const { kept, images: added } = splitKept(hero, gallery, images);
        const saved = await saveOwnAdEdit(edit, values, kept, added);
        onPosted(saved.vehicle, saved.held);
        return;
      }
      const result = await postOwnAd(
        {
          values,
          images,
          honeypot: honeypot(),
          showPhone: showPhone(),
          postKey: postKey.current(),
        },
        { canQueue: onQueued !== undefined },
      );
      postKey.posted();
      cancelDraftSave();
      clearDraft();
      if ('queued' in result) onQueued?.();
      else onPosted(result.vehicle);
    } catch (error) {
      console.error('[post-ad] posting failed', error);
      if (error instanceof ApiError) showFieldErrors(error);
      setErrorFile(error instanceof ApiError ? (error.file ?? '') : '');
      setFormError(errorKey(error));
    } finally {
      busy.current = false;
      setPosting(false);
    }
  }

  function showFieldErrors(error: ApiError) {
    let first = true;
    for (const [name, message] of Object.entries(error.fields)) {
      if (!(name in adFormDefaults) || !FIELD_MESSAGES.has(message)) continue;
      setError(name as keyof PostAdFormValues, { message }, { shouldFocus: first });
      first = false;
    }
  }

  return { post, posting, formError, errorFile, busy };
}
