import {
  itemSearchParams,
  parseItemSearch,
  searchParamsRecord,
  type ItemSearch,
} from '../listings/item-search';
import type { ItemKind } from '../listings/item-types';
import type { Vehicle } from '../vehicles/vehicle-schema';
import { filterByType, filterVehicles } from '../vehicles/filter-vehicles';
import {
  parseVehicleSearch,
  toSearchParams,
  type VehicleFilters,
  type VehicleSearch,
} from '../vehicles/vehicle-search';

export type SearchQuery = { type: string; query: string };

/**
 * A saved search's `type`: a vehicle list's type (or 'all'), or the Spare Parts ('part') and
 * Biker Gear ('gear') views, whose query is read by item-search.ts like their URLs.
 */
export function itemKindOf(type: string): ItemKind | null {
  return type === 'part' || type === 'gear' ? type : null;
}

/** A part or gear search's filters (its sort is newest: saved searches keep none). */
export function itemSearchOf(kind: ItemKind, query: string): ItemSearch {
  return {
    ...parseItemSearch(kind, searchParamsRecord(new URLSearchParams(query))),
    sort: 'newest',
  };
}

/** Sort is left out: it never changes what matches. A part or gear list's type reads its own. */
export function canonicalQuery(params: URLSearchParams, type = 'all'): string {
  const kind = itemKindOf(type);
  if (kind) return itemSearchParams(itemSearchOf(kind, params.toString())).toString();
  return toSearchParams({ ...parseVehicleSearch(params), sort: 'newest' }).toString();
}

export function searchOf(query: string): VehicleSearch {
  return parseVehicleSearch(new URLSearchParams(query));
}

export function filtersOf(query: string): VehicleFilters {
  const { make, location, yearMin, yearMax, priceMin, priceMax, q } = searchOf(query);
  return { make, location, yearMin, yearMax, priceMin, priceMax, q };
}

export function newMatches(
  vehicles: readonly Vehicle[],
  search: SearchQuery,
  since: number,
): Vehicle[] {
  if (itemKindOf(search.type)) return [];
  const fresh = vehicles.filter((vehicle) => Date.parse(vehicle.postedAt) > since);
  return filterVehicles(filterByType(fresh, search.type), filtersOf(search.query));
}

/** Split by type once and each distinct query parsed once: one filter pass per search. */
export function matchSearches<S extends SearchQuery>(
  searches: readonly S[],
  ads: readonly Vehicle[],
): Map<S, Vehicle[]> {
  const byType = new Map<string, Vehicle[]>();
  const filters = new Map<string, VehicleFilters>();
  const out = new Map<S, Vehicle[]>();
  if (ads.length === 0) return out;
  for (const search of searches) {
    // Part and gear searches match item ads (server/listings/item-match.ts), never vehicles.
    if (itemKindOf(search.type)) continue;
    let inType = byType.get(search.type);
    if (!inType) byType.set(search.type, (inType = filterByType(ads, search.type)));
    if (inType.length === 0) continue;
    let parsed = filters.get(search.query);
    if (!parsed) filters.set(search.query, (parsed = filtersOf(search.query)));
    const matches = filterVehicles(inType, parsed);
    if (matches.length > 0) out.set(search, matches);
  }
  return out;
}
