import sharp, { type Metadata, type Sharp } from 'sharp';
import { createSemaphore } from './semaphore';

export const PHOTO_MAX_PX = 1600;
export const THUMB_PX = 400;
/**
 * The list thumbnail is the picture most often fetched, on prepaid data, and is shown at 128 to
 * 280 CSS px: at quality 60 it looks the same there and is about a quarter lighter than at 80
 * (6.6 against 4.8 KB for the benches' photo), which took the server list's slow-profile LCP
 * from 2.61 to 2.42 s (bench:compare). The photo page's sizes keep 75 and 80.
 */
const THUMB_QUALITY = 60;
/** Wide enough for a 360 px phone at 2x, or a desktop card column. */
export const MEDIUM_PX = 800;
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ProcessedPhoto = { full: Buffer; thumb: Buffer; medium: Buffer };

export class PhotoError extends Error {
  constructor(
    readonly reason: 'photo_invalid' | 'photo_too_large',
    message: string,
  ) {
    super(message);
  }
}

// One libvips thread per photo: photos run side by side (see the semaphore), not one photo on
// every core, which kept request latency steadier on this 2-core machine.
sharp.concurrency(1);
sharp.cache(false);

/** Width-bound, so the srcset's `800w` is true; a smaller photo keeps its size. */
export const mediumOf = (image: Sharp) =>
  image.resize({ width: MEDIUM_PX, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();

// Decoding catches a renamed text file; sharp keeps no metadata unless asked (no EXIF or GPS); the
// pixel limit is checked from the header before any decoding.
export function createPhotoProcessor(options: { maxPixels: number; concurrency: number }) {
  const limit = createSemaphore(options.concurrency);

  async function process(input: Buffer): Promise<ProcessedPhoto> {
    let meta: Metadata;
    try {
      meta = await sharp(input).metadata();
    } catch {
      throw new PhotoError('photo_invalid', 'The file is not an image we can read.');
    }
    if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height) {
      throw new PhotoError('photo_invalid', 'The file is not an image we can read.');
    }
    if (meta.width * meta.height > options.maxPixels) {
      throw new PhotoError(
        'photo_too_large',
        `The photo has more than ${options.maxPixels.toLocaleString('en')} pixels.`,
      );
    }
    try {
      const base = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate();
      const resize = (size: number) =>
        base
          .clone()
          .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: size === THUMB_PX ? THUMB_QUALITY : 80 })
          .toBuffer();
      const [full, thumb, medium] = await Promise.all([
        resize(PHOTO_MAX_PX),
        resize(THUMB_PX),
        mediumOf(base.clone()),
      ]);
      return { full, thumb, medium };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new PhotoError('photo_too_large', 'The photo has too many pixels.');
      }
      throw new PhotoError('photo_invalid', 'The image could not be decoded.');
    }
  }

  return (input: Buffer) => limit(() => process(input));
}

export type PhotoProcessor = ReturnType<typeof createPhotoProcessor>;
