import { paths } from '@/config/paths';
import type { readBikeRequest } from '@/domain/search/recognise-bike-search';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';

/** Passed in: the home page loads them only when searching (no name tables on first load). */
export type RequestReader = typeof readBikeRequest;

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

export const makeNames: Record<(typeof homeBrands)[number], string> = {
  honda: 'Honda',
  yamaha: 'Yamaha',
  bajaj: 'Bajaj',
  tvs: 'TVS',
  hero: 'Hero',
};

export const locationNames: Record<(typeof homeLocations)[number], string> = {
  colombo: 'Colombo',
  kandy: 'Kandy',
  galle: 'Galle',
  jaffna: 'Jaffna',
  negombo: 'Negombo',
};

export const priceLimits: Record<
  (typeof homePriceRanges)[number],
  [min: number, max: number | null]
> = {
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

/** Loaded with the readers: the parts or gear list a model box asks for, or null. */
export type ItemHref = (filters: HomeSearchFilters) => string | null;
export type SearchReaders = { bikes: RequestReader; itemHref: ItemHref };

/** Where the home search goes: a parts or gear list when the model box asks for one, else bikes. */
export function buildSearchHref(filters: HomeSearchFilters, readers?: SearchReaders): string {
  return (
    (readers && filters.model.trim() && readers.itemHref(filters)) ||
    buildBrowseHref(filters, readers?.bikes)
  );
}
