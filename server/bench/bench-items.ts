import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import type { Fitment } from '@/domain/listings/fitment';
import type { ItemAd } from '@/domain/listings/item-schema';
import { partCategories, partConditions } from '@/domain/listings/item-types';
import type { Queryable } from '../db/db';
import { insertItems } from '../listings/item-repository';
import { BENCH_LOCATIONS } from './bench-data';

/** The bikes bench parts fit: the sample catalogue's makes and models, and a few more. */
const BIKES: [string, string][] = [
  ['Bajaj', 'Pulsar 150'],
  ['Bajaj', 'Pulsar 180'],
  ['Bajaj', 'Discover 125'],
  ['Bajaj', 'CT100'],
  ['Bajaj', 'Platina'],
  ['Bajaj', 'Pulsar NS200'],
  ['Honda', 'Dio'],
  ['Honda', 'Activa 125'],
  ['Honda', 'CB Shine'],
  ['Honda', 'Hornet 160R'],
  ['Honda', 'Grazia'],
  ['Honda', 'Unicorn'],
  ['Yamaha', 'FZ-S V3'],
  ['Yamaha', 'FZ16'],
  ['Yamaha', 'Ray ZR'],
  ['Yamaha', 'R15'],
  ['Yamaha', 'Fascino'],
  ['TVS', 'Apache RTR 160'],
  ['TVS', 'Ntorq 125'],
  ['TVS', 'Jupiter'],
  ['TVS', 'Metro'],
  ['Hero', 'Splendor Plus'],
  ['Hero', 'Passion Pro'],
  ['Hero', 'Maestro Edge'],
  ['Hero', 'Glamour'],
  ['Suzuki', 'Gixxer'],
  ['Suzuki', 'Access 125'],
  ['Royal Enfield', 'Classic 350'],
  ['KTM', 'Duke 200'],
  ['Kawasaki', 'Ninja 300'],
];
const PART_BRANDS = ['Honda', 'Yamaha', 'Bajaj', 'TVS', 'Hero', 'Suzuki', 'Generic', 'Bosch'];
const GEAR_BRANDS = ['HJC', 'Arai', 'Shoei', 'AGV', 'Alpinestars', 'Dainese', 'Fox', "Rev'it"];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** A small deterministic spread (no correlation between an ad's bike, years and category). */
function spread(i: number, salt: number, n: number): number {
  let t = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b);
  t ^= t >>> 13;
  t = Math.imul(t, 0xc2b2ae35);
  t ^= t >>> 16;
  return (t >>> 0) % n;
}

/** `count` varied part ads: categories, brands, places, prices and the bikes they fit spread out. */
export function benchParts(count: number, now = Date.now()): ItemAd[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = spareParts[i % spareParts.length]!;
    // One in twenty fits any bike; the rest fit one to three bikes over a span of years.
    const fitsAny = spread(i, 1, 20) === 0;
    const fitment: Fitment[] = [];
    if (!fitsAny) {
      for (let n = 0; n < 1 + spread(i, 2, 3); n += 1) {
        const [make, model] = BIKES[spread(i, 3 + n, BIKES.length)]!;
        const from = 2005 + spread(i, 6 + n, 15);
        const open = spread(i, 9 + n, 4) === 0;
        fitment.push({
          make,
          model,
          yearFrom: from,
          yearTo: open ? null : from + spread(i, 12, 8),
        });
      }
    }
    return {
      kind: 'part',
      id: `part-bench-${i}`,
      title: sample.name.en,
      price: i % 23 === 0 ? null : 300 + ((i * 7919) % 50_000),
      brand: PART_BRANDS[(i * 3) % PART_BRANDS.length]!,
      description: null,
      location: BENCH_LOCATIONS[i % BENCH_LOCATIONS.length]!,
      postedAt: new Date(now - i * 37_000).toISOString(),
      phone: '077 123 4567',
      image: sample.image,
      gallery: [],
      soldAt: null,
      category: partCategories[i % partCategories.length]!,
      condition: partConditions[(i * 5) % partConditions.length]!,
      partNumber: i % 2 ? `PN-${i % 997}` : null,
      fitsAnyBike: fitsAny,
      fitment,
      carriesNumber: false,
    };
  });
}

/** `count` varied gear ads: a third helmets, most of them SLS-marked, every size. */
export function benchGear(count: number, now = Date.now()): ItemAd[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = bikerGear[i % bikerGear.length]!;
    const helmet = sample.category === 'helmets';
    return {
      kind: 'gear',
      id: `gear-bench-${i}`,
      title: sample.name.en,
      price: i % 29 === 0 ? null : 1_000 + ((i * 104_729) % 120_000),
      brand: GEAR_BRANDS[(i * 5) % GEAR_BRANDS.length]!,
      description: null,
      location: BENCH_LOCATIONS[i % BENCH_LOCATIONS.length]!,
      postedAt: new Date(now - i * 41_000).toISOString(),
      phone: '071 234 5678',
      image: sample.image,
      gallery: [],
      soldAt: null,
      category: sample.category,
      condition: i % 3 ? 'used' : 'new',
      size: SIZES[(i * 7) % SIZES.length]!,
      helmetCm: null,
      helmetType: helmet ? (sample.subCategory ?? 'full') : null,
      slsMark: helmet ? i % 10 < 7 : null,
    };
  });
}

/** Inserts bench parts and gear in chunks (the caller VACUUM ANALYZEs). */
export async function seedBenchItems(db: Queryable, count: number) {
  for (const make of [benchParts, benchGear]) {
    const ads = make(count);
    for (let from = 0; from < ads.length; from += 5_000) {
      await insertItems(db, ads.slice(from, from + 5_000));
    }
  }
}
