import type { CatalogItem } from '@/data/catalog-items';
import type { TranslationKey } from '@/i18n/catalog';
import type { I18nContextValue } from '@/i18n/i18n-context';

export const catalogSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

export type FilterOption = { value: string; label?: TranslationKey };

export type FilterField<T> =
  | {
      kind: 'select';
      param: string;
      label: TranslationKey;
      anyLabel: TranslationKey;
      options: readonly FilterOption[];
      matches: (item: T, value: string) => boolean;
    }
  | {
      kind: 'text';
      param: string;
      label: TranslationKey;
      placeholder: TranslationKey;
      maxLength: number;
      text: (item: T) => string;
    }
  | { kind: 'checkbox'; param: string; label: TranslationKey; matches: (item: T) => boolean };

export type CardBadge = { text: string; tone?: 'accent' | 'primary' | 'success'; check?: boolean };

export type CardDetails = {
  rating?: { value: number; label: string };
  badges: readonly CardBadge[];
  note?: string;
};

export type CatalogueConfig<T extends CatalogItem> = {
  ns: 'spareParts' | 'bikerGear';
  idPrefix: string;
  metaTitle: TranslationKey;
  heroClassName: string;
  getItems: () => readonly T[];
  fields: readonly FilterField<T>[];
  categories: { options: readonly Required<FilterOption>[]; of: (item: T) => string };
  subCategories?: {
    param: string;
    parent: string;
    legend: TranslationKey;
    options: readonly Required<FilterOption>[];
    of: (item: T) => string | null;
  };
  card: (item: T, t: I18nContextValue['t']) => CardDetails;
};

export type CatalogueFilters = Readonly<Record<string, string>>;

export const noFilters: CatalogueFilters = {};

function normalise(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('en');
}

export function filterCatalogue<T extends CatalogItem>(
  config: CatalogueConfig<T>,
  items: readonly T[],
  filters: CatalogueFilters,
): T[] {
  const checks: ((item: T) => boolean)[] = [];
  for (const field of config.fields) {
    const value = filters[field.param];
    if (!value) continue;
    if (field.kind === 'select') checks.push((item) => field.matches(item, value));
    if (field.kind === 'checkbox') checks.push(field.matches);
    const needle = normalise(value);
    if (field.kind === 'text' && needle) {
      checks.push((item) => normalise(field.text(item)).includes(needle));
    }
  }
  const category = filters.category;
  if (category) checks.push((item) => config.categories.of(item) === category);
  const sub = config.subCategories;
  const subValue = sub && filters[sub.param];
  if (sub && subValue) checks.push((item) => sub.of(item) === subValue);
  return items.filter((item) => checks.every((check) => check(item)));
}

export function sortCatalogItems<T extends { listedAt: string; price: number }>(
  items: readonly T[],
  sort: string | undefined,
): T[] {
  const byNewest = [...items].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
  if (sort === 'price-asc') return byNewest.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return byNewest.sort((a, b) => b.price - a.price);
  return byNewest;
}

/** Category and sub-category are kept consistent, so the two controls never contradict. */
export function withCategory<T extends CatalogItem>(
  config: CatalogueConfig<T>,
  filters: CatalogueFilters,
  category: string,
): CatalogueFilters {
  const sub = config.subCategories;
  if (!sub || category === sub.parent) return { ...filters, category };
  return { ...filters, category, [sub.param]: '' };
}

export function withSubCategory<T extends CatalogItem>(
  config: CatalogueConfig<T>,
  filters: CatalogueFilters,
  value: string,
): CatalogueFilters {
  const sub = config.subCategories;
  return sub ? { ...filters, [sub.param]: value, category: sub.parent } : filters;
}

export function pickOption(value: string | null, allowed: readonly string[]): string {
  return value !== null && allowed.includes(value) ? value : '';
}

const values = (options: readonly FilterOption[]) => options.map((option) => option.value);

/** Unknown values fall back to "any"; a sub-category implies its parent. */
export function parseCatalogueFilters<T extends CatalogItem>(
  config: CatalogueConfig<T>,
  params: URLSearchParams,
): CatalogueFilters {
  const entries: [string, string][] = [];
  for (const field of config.fields) {
    const raw = params.get(field.param);
    if (field.kind === 'select')
      entries.push([field.param, pickOption(raw, values(field.options))]);
    if (field.kind === 'text') entries.push([field.param, (raw ?? '').slice(0, field.maxLength)]);
    if (field.kind === 'checkbox') entries.push([field.param, raw === '1' ? '1' : '']);
  }
  const sub = config.subCategories;
  const subValue = sub ? pickOption(params.get(sub.param), values(sub.options)) : '';
  if (sub) entries.push([sub.param, subValue]);
  const category = pickOption(params.get('category'), values(config.categories.options));
  entries.push(['category', sub && subValue ? sub.parent : category]);
  entries.push(['sort', pickOption(params.get('sort'), catalogSorts.slice(1))]);
  return Object.fromEntries(entries.filter(([, value]) => value));
}

export function writeCatalogueFilters<T extends CatalogItem>(
  config: CatalogueConfig<T>,
  params: URLSearchParams,
  filters: CatalogueFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const keys = [
    ...config.fields.map((field) => field.param),
    ...(config.subCategories ? [config.subCategories.param] : []),
    'category',
    'sort',
  ];
  for (const key of keys) {
    const value = filters[key];
    if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
