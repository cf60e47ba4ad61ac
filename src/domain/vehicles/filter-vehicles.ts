import type { Vehicle } from './vehicle-schema';
import { canonicalPlaceName } from '../places';
import { canonicalMakeName } from '../search/alias-index';
import {
  compileQuery,
  matchesQuery,
  prepareSearchText,
  type CompiledQuery,
  type SearchText,
} from '../search/search-match';
import type { VehicleFilters } from './vehicle-search';
import { foldText } from '../search/search-key';

// The light part (type, sort, options) is list-order.ts, so a list without filters needs no search.
export { filterByType, isAtvAdv, sortVehicles } from './list-order';
export { distinctOptions, includesFolded } from './list-options';

type SearchKeys = { make: string; location: string };
// Ads are immutable: folded text and timestamps are cached once, apart, so 10,000 ads fit a frame.
const keyCache = new WeakMap<Vehicle, SearchKeys>();
const textCache = new WeakMap<Vehicle, SearchText>();

function keysOf(vehicle: Vehicle): SearchKeys {
  let keys = keyCache.get(vehicle);
  if (!keys) {
    keys = {
      // A brand or town typed in Sinhala, Tamil or another spelling matches its English name.
      make: foldText(canonicalMakeName(vehicle.make)),
      location: foldText(canonicalPlaceName(vehicle.location)),
    };
    keyCache.set(vehicle, keys);
  }
  return keys;
}

function textOf(vehicle: Vehicle): SearchText {
  let text = textCache.get(vehicle);
  if (!text) {
    text = prepareSearchText(
      vehicle.title,
      vehicle.description ? `${vehicle.title}\n${vehicle.description}` : vehicle.title,
    );
    textCache.set(vehicle, text);
  }
  return text;
}

/** Run when the browser is idle, so the first Apply finds the keys ready. */
export function prepareSearchKeys(
  vehicles: readonly Vehicle[],
  from: number,
  more: () => boolean,
): number {
  let index = from;
  while (index < vehicles.length && more()) {
    const end = Math.min(vehicles.length, index + 250);
    for (; index < end; index += 1) {
      keysOf(vehicles[index]!);
      textOf(vehicles[index]!);
    }
  }
  return index;
}

let lastQuery: { q: string; compiled: CompiledQuery } | undefined;

function compiled(q: string): CompiledQuery {
  if (lastQuery?.q !== q) lastQuery = { q, compiled: compileQuery(q) };
  return lastQuery.compiled;
}

/** Ads without a price pass any price bound; names match across scripts and spellings. */
export function filterVehicles(vehicles: readonly Vehicle[], filters: VehicleFilters): Vehicle[] {
  const makes = new Set(filters.make.map((value) => foldText(canonicalMakeName(value))));
  const locations = new Set(filters.location.map((value) => foldText(canonicalPlaceName(value))));
  const keyword = foldText(filters.q) ? compiled(filters.q) : null;
  const { yearMin, yearMax, priceMin, priceMax } = filters;
  const noBounds = [yearMin, yearMax, priceMin, priceMax].every((bound) => bound === null);
  if (makes.size === 0 && locations.size === 0 && !keyword && noBounds) return [...vehicles];
  return vehicles.filter((vehicle) => {
    const keys = keysOf(vehicle);
    if (makes.size > 0 && !makes.has(keys.make)) return false;
    if (locations.size > 0 && !locations.has(keys.location)) return false;
    if (yearMin !== null && vehicle.year < yearMin) return false;
    if (yearMax !== null && vehicle.year > yearMax) return false;
    if (vehicle.price !== null) {
      if (priceMin !== null && vehicle.price < priceMin) return false;
      if (priceMax !== null && vehicle.price > priceMax) return false;
    }
    return !keyword || matchesQuery(keyword, textOf(vehicle));
  });
}
