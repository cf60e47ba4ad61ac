import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/** A user ad whose id is taken is left out, so it can never replace a sample listing. */
export function mergeVehicles(samples: readonly Vehicle[], userAds: readonly Vehicle[]): Vehicle[] {
  const seen = new Set(samples.map((vehicle) => vehicle.id));
  const merged = [...samples];
  for (const ad of userAds) {
    if (seen.has(ad.id)) continue;
    seen.add(ad.id);
    merged.push(ad);
  }
  return merged;
}
