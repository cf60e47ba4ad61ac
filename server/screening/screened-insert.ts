import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import type { ProcessedPhoto } from '../photos/process-photo';
import type { ScreenedInsert } from '../vehicles/create-vehicle';
import { screenAd, type ScreenedBefore } from './screen-ad';
import type { ScreeningRepository } from './screening-repository';

/**
 * Screens a new ad, or an owner's edit of one (`before`), and says what its write stores with it:
 * the new photos' hashes, and why it is held.
 */
export async function screenedInsert(
  screening: ScreeningRepository,
  values: PostAdFormValues,
  photos: { hero: ProcessedPhoto | null; gallery: ProcessedPhoto[] },
  before?: ScreenedBefore,
): Promise<ScreenedInsert> {
  const { hashes, held, copiedIndex } = await screenAd(screening, values, photos, before);
  return {
    held: held !== null,
    // Told to the poster in plain words; the phrase or the other ad stays with the moderators.
    because: held ? (held.copied ? 'copied_photo' : 'wording') : null,
    record: (tx, id, newUrls) => {
      const stored = newUrls.map((url, i) => ({ url, hash: hashes[i]! }));
      const reason =
        held?.copied && copiedIndex !== null
          ? { ...held, copied: { ...held.copied, photo: newUrls[copiedIndex] ?? null } }
          : held;
      return screening.record(tx, id, stored, reason);
    },
  };
}
