import { isSafeImageUrl } from '@/domain/vehicles/vehicle-schema';

/** localStorage holds ~5 MB in all, so photos are stored small: a hero + 4 photos ≈ 0.8 MB. */
export const IMAGE_LIMITS = { maxSide: 1280, maxSizeMB: 0.12, initialQuality: 0.8 } as const;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Starts downloading the compressor as soon as a photo is chosen, not on page load. */
export function preloadImageCompressor() {
  return import('browser-image-compression');
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Downscales a photo to at most 1280 px on its long side, re-encodes it as WebP (JPEG where the
 * browser cannot encode WebP) at about 120 KB, and returns it as a data URL. Rejects for files
 * that are not images or cannot be decoded.
 */
export async function processImage(file: File): Promise<string> {
  if (!isImageFile(file)) throw new TypeError('Not an image file');
  const { default: imageCompression } = await preloadImageCompressor();
  // useWebWorker: false, because the library's worker loads its script from a CDN.
  const options = {
    maxWidthOrHeight: IMAGE_LIMITS.maxSide,
    maxSizeMB: IMAGE_LIMITS.maxSizeMB,
    initialQuality: IMAGE_LIMITS.initialQuality,
    useWebWorker: false,
    fileType: 'image/webp',
  };
  let output: Blob = await imageCompression(file, options);
  if (output.type !== 'image/webp') {
    output = await imageCompression(file, { ...options, fileType: 'image/jpeg' });
  }
  const dataUrl = await readAsDataUrl(output);
  if (!isSafeImageUrl(dataUrl)) throw new Error('The re-encoded image is not usable');
  return dataUrl;
}
