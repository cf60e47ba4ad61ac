import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createPhotoProcessor } from '../photos/process-photo';
import { COPY_MAX_DISTANCE, hammingDistance, photoHash } from './photo-hash';

const processPhoto = createPhotoProcessor({ maxPixels: 50_000_000, concurrency: 2 });
const svg = (name: string) => readFileSync(`public/images/vehicles/${name}.svg`);

/** A seller's JPEG of one of the sample pictures, at phone-photo size. */
const photo = (name: string) => sharp(svg(name), { density: 144 }).jpeg({ quality: 90 }).toBuffer();

/** Hashed as the server hashes an upload: from the thumbnail of the processed photo. */
async function hashOf(upload: Buffer) {
  return photoHash((await processPhoto(upload)).thumb);
}

test('resized, recompressed and brightened copies of a photo match it', async () => {
  for (const name of ['cruiser-black-side', 'scooter-red-road', 'trail-green-studio']) {
    const original = await photo(name);
    const { hash, plain } = await hashOf(original);
    expect(plain).toBe(false);
    const copies = await Promise.all([
      sharp(original).resize(320).jpeg({ quality: 40 }).toBuffer(),
      sharp(original).resize(1400).webp({ quality: 55 }).toBuffer(),
      sharp(original).modulate({ brightness: 1.12 }).jpeg({ quality: 70 }).toBuffer(),
      sharp(original).modulate({ brightness: 0.9 }).resize(640).png().toBuffer(),
    ]);
    for (const copy of copies) {
      const distance = hammingDistance(hash, (await hashOf(copy)).hash);
      expect(distance, name).toBeLessThanOrEqual(COPY_MAX_DISTANCE);
    }
  }
});

test('different photos of bikes of one model do not match', async () => {
  const pairs = [
    ['cruiser-black-side', 'cruiser-black-road'],
    ['cruiser-red-studio', 'cruiser-blue-road'],
    ['sport-blue-side', 'sport-blue-detail'],
    ['scooter-red-road', 'scooter-white-studio'],
    ['adventure-orange-side', 'adventure-silver-road'],
  ];
  for (const [a, b] of pairs) {
    const [first, second] = await Promise.all([hashOf(await photo(a!)), hashOf(await photo(b!))]);
    expect(hammingDistance(first.hash, second.hash), `${a} ~ ${b}`).toBeGreaterThan(
      COPY_MAX_DISTANCE,
    );
  }
});

test('a one-colour photo is plain: it never counts as a copy', async () => {
  const red = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  expect((await hashOf(red)).plain).toBe(true);
});

test('the distance counts differing bits, the sign bit too', () => {
  expect(hammingDistance(0n, 0n)).toBe(0);
  expect(hammingDistance(-1n, 0n)).toBe(64);
  expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 1n)).toBe(2);
});
