import sharp from 'sharp';

export type PhotoHash = { hash: bigint; plain: boolean };

/** Copies measured at most 9 apart; other photos of one model at least 13 (photo-hash.pure.test.ts). */
export const COPY_MAX_DISTANCE = 10;

/** Neighbours closer than this (of 255) are flat picture, whose bit is noise. */
const FLAT = 3;
/** Fewer telling neighbours than this: a nearly one-colour photo, never called a copy. */
const MIN_TELLING = 12;

/** dHash: gradients survive resizing, recompression and brightness changes. */
export async function photoHash(image: Buffer): Promise<PhotoHash> {
  const px = await sharp(image)
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: false });
  let hash = 0n;
  let telling = 0;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = px[y * 9 + x]!;
      const right = px[y * 9 + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
      if (Math.abs(left - right) >= FLAT) telling += 1;
    }
  }
  return { hash: BigInt.asIntN(64, hash), plain: telling < MIN_TELLING };
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}
