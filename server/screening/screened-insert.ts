import type { ProcessedPhoto } from '../photos/process-photo';
import type { ScreenedInsert } from '../vehicles/create-vehicle';
import { screenAd, type ScreenedBefore, type ScreenedValues } from './screen-ad';
import type { ScreeningRepository } from './screening-repository';

/**
 * Screens a new ad of any kind, or an owner's edit of one (`before`), and says what its write
 * stores with it: the new photos' hashes, and why it is held. `papers`: a part that carries an
 * engine or chassis number, held for a moderator whatever the screening finds.
 */
export async function screenedInsert(
  screening: ScreeningRepository,
  values: ScreenedValues,
  photos: { hero: ProcessedPhoto | null; gallery: ProcessedPhoto[] },
  before?: ScreenedBefore,
  options: { papers?: boolean } = {},
): Promise<ScreenedInsert> {
  const { hashes, held, copiedIndex } = await screenAd(screening, values, photos, before);
  const papers = options.papers ?? false;
  return {
    held: held !== null || papers,
    // Told to the poster in plain words; the phrase or the other ad stays with the moderators.
    because: held ? (held.copied ? 'copied_photo' : 'wording') : papers ? 'papers' : null,
    record: (tx, id, newUrls) => {
      const stored = newUrls.map((url, i) => ({ url, hash: hashes[i]! }));
      const found =
        held?.copied && copiedIndex !== null
          ? { ...held, copied: { ...held.copied, photo: newUrls[copiedIndex] ?? null } }
          : held;
      const reason = papers ? { phrase: null, copied: null, ...found, papers } : found;
      return screening.record(tx, id, stored, reason);
    },
  };
}
