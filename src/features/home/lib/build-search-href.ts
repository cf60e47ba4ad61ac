import { paths } from '@/config/paths';
import type { itemListHref, readItemRequest } from '@/domain/listings/item-request';
import type { ItemSearch } from '@/domain/listings/item-search';
import type { readBikeRequest } from '@/domain/search/recognise-bike-search';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';

/** Passed in: the home page loads them only when searching (no name tables on first load). */
export type RequestReader = typeof readBikeRequest;
export type ItemRequestReader = typeof readItemRequest;

export const homeBrands = ['honda', 'yamaha', 'bajaj', 'tvs', 'hero'] as const;
export const homePriceRanges = ['0-100000', '100000-300000', '300000-500000', '500000+'] as const;
export const homeLocations = ['colombo', 'kandy', 'galle', 'jaffna', 'negombo'] as const;

export type HomeSearchFilters = {
  brand: (typeof homeBrands)[number] | 'all';
  model: string;
  priceRange: (typeof homePriceRanges)[number] | 'any';
  location: (typeof homeLocations)[number] | 'all';
};

export const defaultHomeSearch: HomeSearchFilters = {
  brand: 'all',
  model: '',
  priceRange: 'any',
  location: 'all',
};

const makeNames: Record<(typeof homeBrands)[number], string> = {
  honda: 'Honda',
  yamaha: 'Yamaha',
  bajaj: 'Bajaj',
  tvs: 'TVS',
  hero: 'Hero',
};

const locationNames: Record<(typeof homeLocations)[number], string> = {
  colombo: 'Colombo',
  kandy: 'Kandy',
  galle: 'Galle',
  jaffna: 'Jaffna',
  negombo: 'Negombo',
};

const priceLimits: Record<(typeof homePriceRanges)[number], [min: number, max: number | null]> = {
  '0-100000': [0, 100_000],
  '100000-300000': [100_000, 300_000],
  '300000-500000': [300_000, 500_000],
  '500000+': [500_000, null],
};

/** A model box read as a request fills the filters the selects leave open; the selects win. */
export function browseTarget(
  filters: HomeSearchFilters,
  read?: RequestReader,
): { type: VehicleType | 'all'; search: string } {
  const request = read?.(filters.model) ?? null;
  const typed = request?.search;
  const params = new URLSearchParams();
  const make = filters.brand !== 'all' ? makeNames[filters.brand] : typed?.make;
  if (make) params.set('make', make);
  const keyword = (request ? request.keyword : filters.model).trim();
  if (keyword) params.set('q', keyword);
  if (filters.priceRange !== 'any') {
    const [min, max] = priceLimits[filters.priceRange];
    params.set('priceMin', String(min));
    if (max !== null) params.set('priceMax', String(max));
  } else if (typed) {
    if (typed.priceMin !== null) params.set('priceMin', String(typed.priceMin));
    if (typed.priceMax !== null) params.set('priceMax', String(typed.priceMax));
  }
  if (typed?.year) {
    params.set('yearMin', String(typed.year));
    params.set('yearMax', String(typed.year));
  }
  const location = filters.location !== 'all' ? locationNames[filters.location] : typed?.location;
  if (location) params.set('location', location);
  if (typed?.sort) params.set('sort', typed.sort);
  return { type: typed?.type ?? 'all', search: params.toString() };
}

export function buildBrowseSearch(filters: HomeSearchFilters, read?: RequestReader): string {
  return browseTarget(filters, read).search;
}

export function buildBrowseHref(filters: HomeSearchFilters, read?: RequestReader): string {
  const { type, search } = browseTarget(filters, read);
  return paths.browse.getHref(type, search);
}

/**
 * A model box that asks for a part or gear ("ටයර් එකක් ඕනේ", "full face helmet size M") opens
 * that list, with the selects the visitor set: the town, the price range and, for parts, the
 * brand (SPEC.md's parts brands are the home search's five). Null when it asks for neither.
 */
export function itemSearchTarget(
  filters: HomeSearchFilters,
  read: ItemRequestReader,
): ItemSearch | null {
  const request = read(filters.model);
  if (!request) return null;
  const search = structuredClone(request.search);
  const chosen = search.filters;
  if (filters.location !== 'all') chosen.location = locationNames[filters.location];
  if (filters.priceRange !== 'any') {
    const [min, max] = priceLimits[filters.priceRange];
    chosen.priceMin = min === 0 ? null : min;
    chosen.priceMax = max;
  }
  if (filters.brand !== 'all' && search.kind === 'part') {
    search.filters.brand = [makeNames[filters.brand]];
  }
  return search;
}

/** Where the home search goes: a parts or gear list when the model box asks for one, else bikes. */
export type SearchReaders = {
  bikes: RequestReader;
  items: ItemRequestReader;
  itemHref: typeof itemListHref;
};

export function buildSearchHref(filters: HomeSearchFilters, readers?: SearchReaders): string {
  const items = readers && filters.model.trim() ? itemSearchTarget(filters, readers.items) : null;
  return items && readers ? readers.itemHref(items) : buildBrowseHref(filters, readers?.bikes);
}
