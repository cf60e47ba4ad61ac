import { paths } from '@/config/paths';

export const homeBrands = ['honda', 'yamaha', 'bajaj', 'tvs', 'hero'] as const;
export const homePriceRanges = ['0-100000', '100000-300000', '300000-500000', '500000+'] as const;
export const homeLocations = ['colombo', 'kandy', 'galle', 'jaffna', 'negombo'] as const;

/** SPEC §3 search filters; 'all' and 'any' mean no filter. */
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

/** The query the all-bikes list (`/browse/all`) understands: make, q, priceMin/priceMax, location. */
export function buildBrowseSearch(filters: HomeSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.brand !== 'all') params.set('make', makeNames[filters.brand]);
  const keyword = filters.model.trim();
  if (keyword) params.set('q', keyword);
  if (filters.priceRange !== 'any') {
    const [min, max] = priceLimits[filters.priceRange];
    params.set('priceMin', String(min));
    if (max !== null) params.set('priceMax', String(max));
  }
  if (filters.location !== 'all') params.set('location', locationNames[filters.location]);
  return params.toString();
}

export function buildBrowseHref(filters: HomeSearchFilters): string {
  return paths.browse.getHref('all', buildBrowseSearch(filters));
}
