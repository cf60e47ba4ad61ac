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

/** An edited ad as it stood: wording it already had passed, and its own photos are no copy. */
export type ScreenedBefore = { id: string; texts: string[] };

/** What screening reads of an ad: its phone, and its words (a part's brand stands for a make). */
export type ScreenedValues = {
  phone: string;
  title: string;
  make: string;
  model: string;
  description?: string | null;
};

export const screenedTexts = (values: {
  title: string;
  make: string;
  model: string;
  description?: string | null;
}) => [values.title, values.make, values.model, values.description ?? ''];

/** The new photos hero first, as `Screening.hashes` and the stored addresses are ordered. */
export function photosInOrder(photos: Photos): ProcessedPhoto[] {
  return [...(photos.hero ? [photos.hero] : []), ...photos.gallery];
}

/** Photos hashed from the 400 px thumbnails: small to decode, the same for every copy. */
export async function screenAd(
  screening: Pick<ScreeningRepository, 'activePhrases' | 'findCopiedPhoto'>,
  values: ScreenedValues,
  photos: Photos,
  before?: ScreenedBefore,
): Promise<Screening & { copiedIndex: number | null }> {
  const phone = normaliseSriLankanPhone(values.phone) ?? values.phone.trim();
  const ordered = photosInOrder(photos);
  const [hashes, phrases] = await Promise.all([
    Promise.all(ordered.map((photo) => photoHash(photo.thumb))),
    screening.activePhrases(),
  ]);
  const added = before
    ? phrases.filter((known) => findScamPhrase(before.texts, [known]) === null)
    : phrases;
  const phrase = findScamPhrase(screenedTexts(values), added);
  const match = await screening.findCopiedPhoto(hashes, phone, before?.id);
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
