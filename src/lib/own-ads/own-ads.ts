import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { HeldBecause } from './held-ads';
import type { StoredAdsRead } from './stored-ads';

/** `held`: published ads that wait for a moderator's check, with why (never shown as live). */
export type OwnAds = StoredAdsRead & {
  published: ReadonlySet<string>;
  held: ReadonlyMap<string, HeldBecause | 'review'>;
};

/** The prerendered pages have none of the visitor's own ads (see src/app/start.tsx). */
export const PRERENDERED_OWN_ADS: OwnAds = {
  vehicles: [],
  skipped: 0,
  corrupt: false,
  published: new Set(),
  held: new Map(),
};

/** Own ads the server does not list, so a list from the server counts each ad once. */
export function localOnlyAds(ads: OwnAds): Vehicle[] {
  return ads.vehicles.filter((vehicle) => !ads.published.has(vehicle.id));
}
