import {
  sparePartBrands,
  sparePartCategories,
  sparePartConditions,
  type SparePart,
  type SparePartBrand,
  type SparePartCategory,
  type SparePartCondition,
} from '@/data/spare-parts';

export const sparePartSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type SparePartSort = (typeof sparePartSorts)[number];

/** An empty string means "any" for every filter. */
export type SparePartFilters = {
  brand: SparePartBrand | '';
  compatibility: string;
  condition: SparePartCondition | '';
  category: SparePartCategory | '';
  sort: SparePartSort;
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

/** Newest first by listing date; equal prices keep the newest first. Never mutates the input. */
export function sortSpareParts(parts: readonly SparePart[], sort: SparePartSort): SparePart[] {
  const byNewest = [...parts].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
  if (sort === 'price-asc') return byNewest.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return byNewest.sort((a, b) => b.price - a.price);
  return byNewest;
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** Reads the filters from the URL; unknown values fall back to "any". */
export function parseSparePartFilters(params: URLSearchParams): SparePartFilters {
  return {
    brand: pick(params.get('brand'), sparePartBrands),
    compatibility: (params.get('compat') ?? '').slice(0, 80),
    condition: pick(params.get('condition'), sparePartConditions),
    category: pick(params.get('category'), sparePartCategories),
    sort: pick(params.get('sort'), sparePartSorts) || 'newest',
  };
}

/** Writes the filters into `params` (other params such as `view` are kept); defaults are left out. */
export function writeSparePartFilters(
  params: URLSearchParams,
  filters: SparePartFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string][] = [
    ['brand', filters.brand],
    ['compat', filters.compatibility],
    ['condition', filters.condition],
    ['category', filters.category],
    ['sort', filters.sort === 'newest' ? '' : filters.sort],
  ];
  for (const [key, value] of entries) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
