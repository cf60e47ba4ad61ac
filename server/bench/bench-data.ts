import { getSampleVehicles } from '@/data/sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { seedSampleVehicles } from '../vehicles/seed';
import { insertVehicles } from '../vehicles/vehicle-repository';
import { seedBenchItems } from './bench-items';

export const BENCH_LOCATIONS = [
  'Colombo',
  'Kandy',
  'Galle',
  'Jaffna',
  'Negombo',
  'Kurunegala',
  'Matara',
];

/** `count` varied ads built from the samples: prices, mileage, places and times spread out. */
export function benchAds(count: number, now = Date.now()): Vehicle[] {
  const samples = getSampleVehicles();
  return Array.from({ length: count }, (_, i) => {
    const sample = samples[i % samples.length]!;
    const factor = 0.6 + ((i * 7919) % 81) / 100;
    return {
      ...sample,
      id: `${sample.id}-bench-${i}`,
      price: i % 17 === 0 || sample.price === null ? null : Math.round(sample.price * factor),
      mileageKm: i % 13 === 0 ? null : ((i * 104_729) % 90_000) + 100,
      location: BENCH_LOCATIONS[i % BENCH_LOCATIONS.length]!,
      postedAt: new Date(now - i * 37_000).toISOString(),
    };
  });
}

/** Migrates, seeds the samples and bulk-inserts `count` bench ads in chunks; returns ms taken. */
export async function seedBench(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  count: number,
  items = 0,
) {
  const started = Date.now();
  const db = await openDb(config);
  try {
    await migrate(db, [seedSampleVehicles]);
    const ads = benchAds(count);
    for (let from = 0; from < ads.length; from += 5_000) {
      await insertVehicles(db, ads.slice(from, from + 5_000));
    }
    // Spare parts and riding gear: `items` of each, in the same table.
    if (items > 0) await seedBenchItems(db, items);
    // As autovacuum would soon: statistics, and the visibility map for index-only counts.
    await db.exec('VACUUM ANALYZE vehicles');
    // part_fits ("fits my bike"), filled by its trigger: counted index-only once vacuumed.
    await db.exec('VACUUM ANALYZE part_fits');
  } finally {
    await db.close();
  }
  return Date.now() - started;
}
