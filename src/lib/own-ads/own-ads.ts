import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { StoredAdsRead } from './stored-ads';

export type OwnAds = StoredAdsRead & { published: ReadonlySet<string> };

/** The prerendered pages have none of the visitor's own ads (see src/app/start.tsx). */
export const PRERENDERED_OWN_ADS: OwnAds = {
  vehicles: [],
  skipped: 0,
  corrupt: false,
  published: new Set(),
};

/** Own ads the server does not list, so a list from the server counts each ad once. */
export function localOnlyAds(ads: OwnAds): Vehicle[] {
  return ads.vehicles.filter((vehicle) => !ads.published.has(vehicle.id));
}
