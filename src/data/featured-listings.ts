import { FEATURED_VEHICLE_IDS, getSampleVehicles } from './sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { toFeaturedListing, type FeaturedListing } from './featured-listing';

export { toFeaturedListing, type FeaturedListing };

export function pickFeaturedListings(
  vehicles: readonly Vehicle[],
  ids: readonly string[],
): FeaturedListing[] {
  return ids.flatMap((id) => {
    const vehicle = vehicles.find((candidate) => candidate.id === id);
    return vehicle ? [toFeaturedListing(vehicle)] : [];
  });
}

export function getFeaturedListings(): FeaturedListing[] {
  return pickFeaturedListings(getSampleVehicles(), FEATURED_VEHICLE_IDS);
}
