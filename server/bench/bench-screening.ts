import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createPhotoProcessor } from '../photos/process-photo';
import { screenAd } from '../screening/screen-ad';
import { createScreeningRepository } from '../screening/screening-repository';
import { insertVehicles } from '../vehicles/vehicle-repository';
import { benchAds } from './bench-data';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * What screening adds to a post: the new photos' hashes (from their thumbnails), the phrase
 * check and the copied-photo query against `liveAds` listed ads with 3 hashed photos each.
 * Photos are processed once beforehand: the post pays that with or without screening.
 */
export async function benchScreening(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { liveAds: number; posts: number; photosPerPost: number },
) {
  const db = await openDb(config);
  try {
    await migrate(db);
    const ads = benchAds(options.liveAds);
    for (let i = 0; i < ads.length; i += 5_000) await insertVehicles(db, ads.slice(i, i + 5_000));
    // Random 64-bit hashes: no two within copying distance, so every query reads them all.
    await db.query(
      `INSERT INTO photo_hashes (photo, vehicle_id, hash)
        SELECT '/photos/' || md5(id || n) || '.webp', id,
          (floor(random() * 4294967296) - 2147483648)::bigint * 4294967296
            + floor(random() * 4294967296)::bigint
        FROM vehicles, generate_series(1, 3) AS n WHERE id LIKE '%-bench-%'`,
    );
    const screening = createScreeningRepository(db, { onChange: () => undefined });
    const processPhoto = createPhotoProcessor({ maxPixels: 50_000_000, concurrency: 1 });
    const names = ['sport-red-side', 'scooter-blue-road', 'trail-green-studio', 'naked-black-side'];
    const photos = await Promise.all(
      names.map(async (name) =>
        processPhoto(
          await sharp(readFileSync(`public/images/vehicles/${name}.svg`))
            .jpeg()
            .toBuffer(),
        ),
      ),
    );
    const values = buildAdForm({
      description: 'Well kept, first owner, all papers ready. Call after 5 pm. '.repeat(20),
    });
    const times: number[] = [];
    // The first post loads every stored hash into memory (once per server): not timed.
    const warmUp = 5;
    for (let i = -warmUp; i < options.posts; i += 1) {
      const chosen = Array.from(
        { length: options.photosPerPost },
        (_, k) => photos[(i + warmUp + k) % photos.length]!,
      );
      const started = performance.now();
      await screenAd(screening, values, { hero: chosen[0] ?? null, gallery: chosen.slice(1) });
      if (i >= 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
  } finally {
    await db.close();
  }
}
