import {
  sparePartBrands,
  sparePartCategories,
  sparePartConditions,
  type SparePart,
  type SparePartBrand,
  type SparePartCategory,
  type SparePartCondition,
} from '@/data/spare-parts';
import { catalogSorts, pickOption, withParams, type CatalogSort } from '@/lib/catalog-filters';

/** An empty string means "any" for every filter. */
export type SparePartFilters = {
  brand: SparePartBrand | '';
  compatibility: string;
  condition: SparePartCondition | '';
  category: SparePartCategory | '';
  sort: CatalogSort;
};

export const defaultSparePartFilters: SparePartFilters = {
  brand: '',
  compatibility: '',
  condition: '',
  category: '',
  sort: 'newest',
};

function normalise(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('en');
}

/** SPEC §5: brand, compatibility (case-insensitive contains), condition and category. */
export function filterSpareParts(
  parts: readonly SparePart[],
  filters: SparePartFilters,
): SparePart[] {
  const needle = normalise(filters.compatibility);
  return parts.filter(
    (part) =>
      (!filters.brand || part.brand === filters.brand) &&
      (!filters.condition || part.condition === filters.condition) &&
      (!filters.category || part.category === filters.category) &&
      (!needle || normalise(part.compatibility).includes(needle)),
  );
}

/** Reads the filters from the URL; unknown values fall back to "any". */
export function parseSparePartFilters(params: URLSearchParams): SparePartFilters {
  return {
    brand: pickOption(params.get('brand'), sparePartBrands),
    compatibility: (params.get('compat') ?? '').slice(0, 80),
    condition: pickOption(params.get('condition'), sparePartConditions),
    category: pickOption(params.get('category'), sparePartCategories),
    sort: pickOption(params.get('sort'), catalogSorts) || 'newest',
  };
}

/** Writes the filters into `params` (other params such as `view` are kept); defaults are left out. */
export function writeSparePartFilters(
  params: URLSearchParams,
  filters: SparePartFilters,
): URLSearchParams {
  return withParams(params, [
    ['brand', filters.brand],
    ['compat', filters.compatibility],
    ['condition', filters.condition],
    ['category', filters.category],
    ['sort', filters.sort === 'newest' ? '' : filters.sort],
  ]);
}
