import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/** The sample featured listing (home). */
export type FeaturedListing = Pick<
  Vehicle,
  'id' | 'title' | 'price' | 'location' | 'year' | 'condition' | 'image'
>;

/** The fields of an ad that a featured card shows. */
export function toFeaturedListing(vehicle: Vehicle): FeaturedListing {
  const { id, title, price, location, year, condition, image } = vehicle;
  return { id, title, price, location, year, condition, image };
}
