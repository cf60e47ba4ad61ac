import {
  gearBrands,
  gearCategories,
  gearConditions,
  gearSizes,
  helmetTypes,
  type GearBrand,
  type GearCategory,
  type GearCondition,
  type GearItem,
  type GearSize,
  type HelmetType,
} from '@/data/biker-gear';
import { catalogSorts, pickOption, withParams, type CatalogSort } from '@/lib/catalog-filters';

/** SPEC §5 price bands; both edges inclusive, so 5,000 is in the first two bands. */
export const priceBands = {
  'up-to-5000': { min: 0, max: 5_000 },
  '5000-15000': { min: 5_000, max: 15_000 },
  '15000-30000': { min: 15_000, max: 30_000 },
  '30000-plus': { min: 30_000, max: Number.POSITIVE_INFINITY },
} as const;
export type PriceBand = keyof typeof priceBands;
export const priceBandIds = Object.keys(priceBands) as PriceBand[];

/** An empty string means "any" for every filter. */
export type GearFilters = {
  size: GearSize | '';
  brand: GearBrand | '';
  priceBand: PriceBand | '';
  condition: GearCondition | '';
  verifiedOnly: boolean;
  category: GearCategory | '';
  helmetType: HelmetType | '';
  sort: CatalogSort;
};

export const defaultGearFilters: GearFilters = {
  size: '',
  brand: '',
  priceBand: '',
  condition: '',
  verifiedOnly: false,
  category: '',
  helmetType: '',
  sort: 'newest',
};

export function isInPriceBand(price: number, band: PriceBand): boolean {
  const { min, max } = priceBands[band];
  return price >= min && price <= max;
}

/** A helmet type narrows the list to helmets of that type. */
export function filterGear(items: readonly GearItem[], filters: GearFilters): GearItem[] {
  return items.filter(
    (item) =>
      (!filters.size || item.size === filters.size) &&
      (!filters.brand || item.brand === filters.brand) &&
      (!filters.priceBand || isInPriceBand(item.price, filters.priceBand)) &&
      (!filters.condition || item.condition === filters.condition) &&
      (!filters.verifiedOnly || item.verifiedSeller) &&
      (!filters.category || item.category === filters.category) &&
      (!filters.helmetType ||
        (item.category === 'helmets' && item.subCategory === filters.helmetType)),
  );
}

/**
 * Choosing a category other than helmets clears the helmet type, and choosing a helmet type
 * (or "all helmets") selects helmets, so the two controls never contradict each other.
 */
export function withCategory(filters: GearFilters, category: GearCategory | ''): GearFilters {
  return { ...filters, category, helmetType: category === 'helmets' ? filters.helmetType : '' };
}

export function withHelmetType(filters: GearFilters, helmetType: HelmetType | ''): GearFilters {
  return { ...filters, helmetType, category: 'helmets' };
}

/** Reads the filters from the URL; unknown values fall back to "any". */
export function parseGearFilters(params: URLSearchParams): GearFilters {
  const category = pickOption(params.get('category'), gearCategories);
  const helmetType = pickOption(params.get('helmet'), helmetTypes);
  return {
    size: pickOption(params.get('size'), gearSizes),
    brand: pickOption(params.get('brand'), gearBrands),
    priceBand: pickOption(params.get('price'), priceBandIds),
    condition: pickOption(params.get('condition'), gearConditions),
    verifiedOnly: params.get('verified') === '1',
    category: helmetType ? 'helmets' : category,
    helmetType,
    sort: pickOption(params.get('sort'), catalogSorts) || 'newest',
  };
}

/** Writes the filters into `params` (other params such as `view` are kept); defaults are left out. */
export function writeGearFilters(params: URLSearchParams, filters: GearFilters): URLSearchParams {
  return withParams(params, [
    ['size', filters.size],
    ['brand', filters.brand],
    ['price', filters.priceBand],
    ['condition', filters.condition],
    ['verified', filters.verifiedOnly ? '1' : ''],
    ['category', filters.category],
    ['helmet', filters.helmetType],
    ['sort', filters.sort === 'newest' ? '' : filters.sort],
  ]);
}
