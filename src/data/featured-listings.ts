import { FEATURED_VEHICLE_IDS, getSampleVehicles } from './sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/** SPEC §3 sample featured listing (home). */
export type FeaturedListing = Pick<
  Vehicle,
  'id' | 'title' | 'price' | 'location' | 'year' | 'condition' | 'image'
>;

/** Picks the listings with `ids` (in that order) from `vehicles`; unknown ids are skipped. */
export function pickFeaturedListings(
  vehicles: readonly Vehicle[],
  ids: readonly string[],
): FeaturedListing[] {
  return ids.flatMap((id) => {
    const vehicle = vehicles.find((candidate) => candidate.id === id);
    return vehicle ? [toFeaturedListing(vehicle)] : [];
  });
}

/** The fields of an ad that a featured card shows. */
export function toFeaturedListing(vehicle: Vehicle): FeaturedListing {
  const { id, title, price, location, year, condition, image } = vehicle;
  return { id, title, price, location, year, condition, image };
}

/** The four home-page cards, taken from the sample catalogue so their links always resolve. */
export function getFeaturedListings(): FeaturedListing[] {
  return pickFeaturedListings(getSampleVehicles(), FEATURED_VEHICLE_IDS);
}
