import { canonicalPlaceName } from '../places';
import { foldText } from '../search/search-key';
import { VEHICLE_LIMITS } from '../vehicles/vehicle-limits';
import type { MyBike } from './fitment';
import {
  gearCategories,
  gearConditions,
  gearPriceBands,
  gearSizes,
  helmetTypes,
  partCategories,
  partConditions,
  type GearCategory,
  type GearCondition,
  type GearPriceBand,
  type GearSize,
  type HelmetType,
  type ItemKind,
  type PartCategory,
  type PartCondition,
} from './item-types';

/**
 * The filters and sort of the Spare Parts and Biker Gear lists, read from URL parameters the
 * same way by the server (its list API) and the browser (the views' URLs): SPEC.md §5's names
 * (brand, compat, condition, category; size, price band, helmet) plus "fits my bike", SLS-only
 * and a search text. Anything unknown or malformed is dropped, never an error.
 */
export const itemSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ItemSort = (typeof itemSorts)[number];

/**
 * What both lists filter on beyond SPEC.md §5 (a BikeBot or home-search request names them:
 * "helmet under 15,000 in Kandy"): a price range and a town, as the vehicle lists read them
 * (`priceMin`, `priceMax`, `location`; an ad without a price, Negotiable, always passes).
 */
export type PriceAndPlace = {
  priceMin: number | null;
  priceMax: number | null;
  /** The town's English name as ads store it (canonicalPlaceName). */
  location: string | null;
};

export type PartFilters = PriceAndPlace & {
  brand: string[];
  /** SPEC.md §5's compatibility text, and the search box: words across scripts and spellings. */
  q: string;
  condition: PartCondition | null;
  category: PartCategory | null;
  /** "Fits my bike": parts listed for it, and parts that fit any bike. */
  fits: MyBike | null;
};

export type GearFilters = PriceAndPlace & {
  brand: string[];
  q: string;
  size: GearSize | null;
  band: GearPriceBand | null;
  condition: GearCondition | null;
  category: GearCategory | null;
  helmetType: HelmetType | null;
  /** Only helmets that carry the SLS mark. */
  slsOnly: boolean;
};

export type ItemSearch =
  | { kind: 'part'; filters: PartFilters; sort: ItemSort }
  | { kind: 'gear'; filters: GearFilters; sort: ItemSort };

type Params = Record<string, string | readonly string[] | undefined>;

const QUERY_MAX = 100;
const BRANDS_MAX = 10;

function first(value: string | readonly string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? '') : ((value as string | undefined) ?? '');
  return text.normalize('NFC').trim();
}

function list(value: string | readonly string[] | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value as string];
  const kept = values
    .flatMap((v) => v.split(','))
    .map((v) => v.normalize('NFC').trim())
    .filter((v) => v !== '' && v.length <= VEHICLE_LIMITS.makeMax);
  return [...new Map(kept.map((v) => [foldText(v), v])).values()].slice(0, BRANDS_MAX);
}

/** A whole number of rupees below the price limit, else no bound. */
function amount(value: string | readonly string[] | undefined): number | null {
  const text = first(value).replace(/,/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n < VEHICLE_LIMITS.maxAmount ? n : null;
}

function priceAndPlace(params: Params): PriceAndPlace {
  let priceMin = amount(params.priceMin);
  let priceMax = amount(params.priceMax);
  // A range typed the wrong way round means the same range, as in the vehicle lists.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const town = first(params.location);
  const location =
    town && town.length <= VEHICLE_LIMITS.locationMax ? canonicalPlaceName(town) : null;
  return { priceMin, priceMax, location };
}

function oneOf<T extends string>(options: readonly T[], value: string): T | null {
  return (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** A URL's parameters as parseItemSearch reads them (a repeated one, such as brand, as a list). */
export function searchParamsRecord(params: URLSearchParams): Params {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** `fit=Bajaj|Pulsar 150|2018`: one parameter, so a shared URL keeps the bike whole. */
export function parseMyBike(text: string): MyBike | null {
  const [make = '', model = '', yearText = ''] = text.split('|').map((part) => part.trim());
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!make || !model || make.length > VEHICLE_LIMITS.makeMax) return null;
  if (model.length > VEHICLE_LIMITS.modelMax) return null;
  if (!(year >= VEHICLE_LIMITS.minYear && year <= VEHICLE_LIMITS.maxYear())) return null;
  return { make, model, year };
}

export function formatMyBike(bike: MyBike): string {
  return `${bike.make}|${bike.model}|${bike.year}`;
}

export function parseItemSearch(kind: ItemKind, params: Params): ItemSearch {
  const sort = oneOf(itemSorts, first(params.sort)) ?? 'newest';
  const q = [...first(params.q), ...first(params.compat)].length
    ? `${first(params.q)} ${first(params.compat)}`.trim().slice(0, QUERY_MAX)
    : '';
  const brand = list(params.brand);
  if (kind === 'part') {
    return {
      kind,
      sort,
      filters: {
        brand,
        q,
        condition: oneOf(partConditions, first(params.condition)),
        category: oneOf(partCategories, first(params.category)),
        fits: parseMyBike(first(params.fit)),
        ...priceAndPlace(params),
      },
    };
  }
  const sls = first(params.sls);
  return {
    kind,
    sort,
    filters: {
      brand,
      q,
      size: oneOf(gearSizes, first(params.size)),
      band: oneOf(Object.keys(gearPriceBands) as GearPriceBand[], first(params.price)),
      condition: oneOf(gearConditions, first(params.condition)),
      category: oneOf(gearCategories, first(params.category)),
      helmetType: oneOf(helmetTypes, first(params.helmet)),
      slsOnly: sls === '1' || sls === 'true',
      ...priceAndPlace(params),
    },
  };
}

/** The URL parameters of a search, in one order (a saved or shared search compares as text). */
export function itemSearchParams(search: ItemSearch): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = search;
  if (filters.category) params.set('category', filters.category);
  for (const brand of filters.brand) params.append('brand', brand);
  if (filters.condition) params.set('condition', filters.condition);
  if (search.kind === 'part') {
    if (search.filters.fits) params.set('fit', formatMyBike(search.filters.fits));
  } else {
    const gear = search.filters;
    if (gear.size) params.set('size', gear.size);
    if (gear.band) params.set('price', gear.band);
    if (gear.helmetType) params.set('helmet', gear.helmetType);
    if (gear.slsOnly) params.set('sls', '1');
  }
  if (filters.priceMin !== null) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('priceMax', String(filters.priceMax));
  if (filters.location) params.set('location', filters.location);
  if (filters.q) params.set('q', filters.q);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** The price range of a band, for a query's bounds. */
export function bandRange(band: GearPriceBand | null): { min: number | null; max: number | null } {
  return band ? gearPriceBands[band] : { min: null, max: null };
}
