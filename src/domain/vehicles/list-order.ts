import type { SortOrder, VehicleFilters } from './vehicle-search';
import type { Vehicle } from './vehicle-schema';
import { atvAdvTypes, isVehicleType } from './vehicle-types';

const ATV_ADV_TYPES: ReadonlySet<string> = new Set(['atv-adv', ...atvAdvTypes]);
// Whole words and plurals; ATV/ADV may run into a model number ("ADV160"), "Advanced" may not.
const ATV_ADV_WORDS =
  /(^|[^a-z0-9])((atv|adv)s?(?![a-z])|(quad|four[\s-]?wheeler|adventure|dual[\s-]?sport)s?(?![a-z0-9]))/i;

/** Atv-adv also takes ATV/quad/adventure/dual-sport vehicles filed under other types. */
export function isAtvAdv(vehicle: Vehicle): boolean {
  if (ATV_ADV_TYPES.has(vehicle.type)) return true;
  const texts = [
    vehicle.title,
    vehicle.make,
    vehicle.model,
    ...vehicle.categories,
    ...vehicle.tags,
  ];
  return texts.some((text) => ATV_ADV_WORDS.test(text));
}

export function filterByType(vehicles: readonly Vehicle[], type: string): Vehicle[] {
  if (!isVehicleType(type)) return [...vehicles];
  if (type === 'atv-adv') return vehicles.filter(isAtvAdv);
  return vehicles.filter((vehicle) => vehicle.type === type);
}

// Ads are immutable: timestamps are cached once, so 10,000 ads sort in a frame.
const postedCache = new WeakMap<Vehicle, number>();

function postedOf(vehicle: Vehicle): number {
  let posted = postedCache.get(vehicle);
  if (posted === undefined) {
    posted = Date.parse(vehicle.postedAt);
    postedCache.set(vehicle, posted);
  }
  return posted;
}

type Keyed = { key: number; index: number; vehicle: Vehicle };

function byKey(direction: 1 | -1) {
  return (a: Keyed, b: Keyed) => {
    const aMissing = Number.isNaN(a.key);
    const bMissing = Number.isNaN(b.key);
    if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
    return (a.key - b.key) * direction || a.index - b.index;
  };
}

function keyOf(vehicle: Vehicle, sort: SortOrder): number {
  switch (sort) {
    case 'newest':
      return postedOf(vehicle);
    case 'price-asc':
    case 'price-desc':
      return vehicle.price ?? Number.NaN;
    case 'mileage-asc':
      return vehicle.mileageKm ?? Number.NaN;
  }
}

/** Missing prices and mileage go last; ties keep the input order. */
export function sortVehicles(vehicles: readonly Vehicle[], sort: SortOrder): Vehicle[] {
  const direction = sort === 'newest' || sort === 'price-desc' ? -1 : 1;
  return vehicles
    .map((vehicle, index) => ({ key: keyOf(vehicle, sort), index, vehicle }))
    .sort(byKey(direction))
    .map((entry) => entry.vehicle);
}

/**
 * Whether filterVehicles (filter-vehicles.ts) may drop an ad: without filters the list needs no
 * search code. A keyword of only spaces or marks counts, though the filter then keeps every ad.
 */
export function hasFilters(filters: VehicleFilters): boolean {
  const { make, location, q, yearMin, yearMax, priceMin, priceMax } = filters;
  return (
    make.length > 0 ||
    location.length > 0 ||
    q.trim() !== '' ||
    [yearMin, yearMax, priceMin, priceMax].some((bound) => bound !== null)
  );
}
