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
import type { SortOrder, VehicleFilters } from './vehicle-search';
import { atvAdvTypes, isVehicleType } from './vehicle-types';
import { foldText } from '../search/search-key';

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

type SearchKeys = { make: string; location: string };
// Ads are immutable: folded text and timestamps are cached once, apart, so 10,000 ads fit a frame.
const keyCache = new WeakMap<Vehicle, SearchKeys>();
const textCache = new WeakMap<Vehicle, SearchText>();
const postedCache = new WeakMap<Vehicle, number>();

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

function postedOf(vehicle: Vehicle): number {
  let posted = postedCache.get(vehicle);
  if (posted === undefined) {
    posted = Date.parse(vehicle.postedAt);
    postedCache.set(vehicle, posted);
  }
  return posted;
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

function orderKey(folded: string): string {
  return folded.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Not Intl.Collator: creating one costs a phone tens of ms before the list's first paint. */
export function distinctOptions(values: Iterable<string>, extra: readonly string[] = []): string[] {
  const seen = new Map<string, string>();
  // Thousands of ads share a handful of spellings: each distinct spelling is folded once.
  const spellings = new Set<string>();
  const add = (value: string) => {
    if (spellings.has(value)) return;
    spellings.add(value);
    const key = foldText(value);
    if (key && !seen.has(key)) seen.set(key, value.trim());
  };
  for (const value of values) add(value);
  for (const value of extra) add(value);
  const keyed = [...seen].map(([key, value]) => ({ order: orderKey(key), key, value }));
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  keyed.sort((a, b) => compare(a.order, b.order) || compare(a.key, b.key));
  return keyed.map((entry) => entry.value);
}

/** A URL may say `honda` for `Honda`. */
export function includesFolded(selected: readonly string[], value: string): boolean {
  const key = foldText(value);
  return selected.some((item) => foldText(item) === key);
}
