import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import type { Fitment } from '@/domain/listings/fitment';
import { getItemSchema, type ItemAd } from '@/domain/listings/item-schema';
import { partBrands } from '@/domain/listings/item-types';
import type { CodeStep } from '../db/migrate';
import { insertItems } from './item-repository';

/**
 * SPEC.md's sample spare parts and gear as ads, stored only with SAMPLE_ADS=true (the demo), like
 * the sample vehicles: their phone numbers are examples. Their "verified seller" and star rating
 * describe sample data only and are not carried over; their helmets say nothing of the SLS mark.
 */

const MAKES: readonly string[] = partBrands;

/** "Bajaj Pulsar 150, Discover 135": one make, then models of it; a make alone: any bike. */
export function fitmentOf(compatibility: string): { fitsAnyBike: boolean; fitment: Fitment[] } {
  const fitment: Fitment[] = [];
  let make = '';
  for (const part of compatibility
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const named = MAKES.find((name) => part === name || part.startsWith(`${name} `));
    if (named) make = named;
    const model = named ? part.slice(named.length).trim() : part;
    if (!make || !model) return { fitsAnyBike: true, fitment: [] };
    fitment.push({ make, model, yearFrom: null, yearTo: null });
  }
  return fitment.length ? { fitsAnyBike: false, fitment } : { fitsAnyBike: true, fitment: [] };
}

let samples: ItemAd[] | undefined;

export function sampleItemAds(): ItemAd[] {
  samples ??= [
    ...spareParts.map((part) =>
      getItemSchema().parse({
        kind: 'part',
        id: part.id,
        title: part.name.en,
        price: part.price,
        brand: part.brand,
        description: null,
        location: part.location.en,
        postedAt: part.listedAt,
        phone: part.phone,
        image: part.image,
        gallery: [],
        category: part.category,
        condition: part.condition,
        partNumber: null,
        ...fitmentOf(part.compatibility),
        carriesNumber: false,
      }),
    ),
    ...bikerGear.map((gear) =>
      getItemSchema().parse({
        kind: 'gear',
        id: gear.id,
        title: gear.name.en,
        price: gear.price,
        brand: gear.brand,
        description: null,
        location: gear.location.en,
        postedAt: gear.listedAt,
        phone: gear.phone,
        image: gear.image,
        gallery: [],
        category: gear.category,
        condition: gear.condition,
        size: gear.size,
        helmetCm: null,
        helmetType: gear.subCategory,
        slsMark: null,
      }),
    ),
  ];
  return samples;
}

let sampleIds: ReadonlySet<string> | undefined;

/** A seeded sample keeps its id: marked so the app never offers its example phone as real. */
export function markSampleItem(ad: ItemAd): ItemAd {
  sampleIds ??= new Set(sampleItemAds().map((sample) => sample.id));
  return sampleIds.has(ad.id) ? { ...ad, sample: true } : ad;
}

/** Once, recorded like a migration, so a sample an operator removes is not brought back. */
export const seedSampleItems: CodeStep = {
  name: 'seed:sample-items',
  run: async (tx) => {
    await insertItems(tx, sampleItemAds());
  },
};
