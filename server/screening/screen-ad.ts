import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { normaliseSriLankanPhone } from '@/domain/vehicles/phone';
import type { ProcessedPhoto } from '../photos/process-photo';
import { photoHash, type PhotoHash } from './photo-hash';
import { findScamPhrase } from './scam-phrases';
import type { HeldReason, ScreeningRepository } from './screening-repository';

export type Screening = {
  hashes: PhotoHash[];
  held: HeldReason | null;
};

type Photos = { hero: ProcessedPhoto | null; gallery: ProcessedPhoto[] };

/** The new photos hero first, as `Screening.hashes` and the stored addresses are ordered. */
export function photosInOrder(photos: Photos): ProcessedPhoto[] {
  return [...(photos.hero ? [photos.hero] : []), ...photos.gallery];
}

/** Photos hashed from the 400 px thumbnails: small to decode, the same for every copy. */
export async function screenAd(
  screening: Pick<ScreeningRepository, 'activePhrases' | 'findCopiedPhoto'>,
  values: PostAdFormValues,
  photos: Photos,
): Promise<Screening & { copiedIndex: number | null }> {
  const phone = normaliseSriLankanPhone(values.phone) ?? values.phone.trim();
  const ordered = photosInOrder(photos);
  const [hashes, phrases] = await Promise.all([
    Promise.all(ordered.map((photo) => photoHash(photo.thumb))),
    screening.activePhrases(),
  ]);
  const phrase = findScamPhrase(
    [values.title, values.make, values.model, values.description ?? ''],
    phrases,
  );
  const match = await screening.findCopiedPhoto(hashes, phone);
  const held: HeldReason | null =
    phrase || match
      ? {
          phrase,
          copied: match
            ? {
                photo: null,
                vehicleId: match.vehicleId,
                matchPhoto: match.photo,
                distance: match.distance,
              }
            : null,
        }
      : null;
  return { hashes, held, copiedIndex: match?.index ?? null };
}
