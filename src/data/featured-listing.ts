import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

export type FeaturedListing = Pick<
  Vehicle,
  'id' | 'title' | 'price' | 'location' | 'year' | 'condition' | 'image'
>;

export function toFeaturedListing(vehicle: Vehicle): FeaturedListing {
  const { id, title, price, location, year, condition, image } = vehicle;
  return { id, title, price, location, year, condition, image };
}
