import { toFeaturedListing, type FeaturedListing } from '@/data/featured-listings';
import { emptyVehicleSearch } from '@/domain/vehicles/vehicle-search';
import { localOnlyAds, readOwnAds } from '@/lib/own-ads/store';
import { fetchVehiclePage } from '@/lib/api/vehicles-api';
import { mergeListing } from '@/domain/vehicles/merge-listing';

/**
 * Served by the marketplace server, the home grid shows the newest ads of everyone (the
 * server's, samples included) and this browser's ads the server does not have, without
 * duplicates. Loaded as its own chunk: a static host never needs it.
 */
export async function fetchNewestListings(
  count: number,
  signal?: AbortSignal,
): Promise<FeaturedListing[]> {
  const page = await fetchVehiclePage('all', emptyVehicleSearch, null, signal, count);
  return mergeListing(page.items, localOnlyAds(readOwnAds()), 'newest', true)
    .slice(0, count)
    .map(toFeaturedListing);
}
