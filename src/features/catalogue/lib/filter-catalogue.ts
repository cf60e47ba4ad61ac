import type { CatalogItem } from '@/data/catalog-items';
import type { TranslationKey } from '@/i18n/catalog';
import type { I18nContextValue } from '@/i18n/i18n-context';

export const catalogSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** An option of a select or the category buttons; without a label the value is shown as it is. */
export type FilterOption = { value: string; label?: TranslationKey };

/** One control of a catalogue's filter panel, stored in the URL under `param`. */
export type FilterField<T> =
  | {
      kind: 'select';
      param: string;
      label: TranslationKey;
      /** The first option, "any", whose value is ''. */
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
      /** The item's text that must contain what was typed (case-insensitive). */
      text: (item: T) => string;
    }
  | { kind: 'checkbox'; param: string; label: TranslationKey; matches: (item: T) => boolean };

/** A badge on a card; `check` adds a tick before the text. */
export type CardBadge = { text: string; tone?: 'accent' | 'primary' | 'success'; check?: boolean };

/** What a card shows between its price and its location, already translated. */
export type CardDetails = {
  /** 1-5 stars, and what screen readers hear for them. */
  rating?: { value: number; label: string };
  badges: readonly CardBadge[];
  note?: string;
};

/** How one catalogue view (spare parts, biker gear) filters, sorts and shows its items. */
export type CatalogueConfig<T extends CatalogItem> = {
  /** The i18n namespace with the view's hero, filters, categories, sort and list texts. */
  ns: 'spareParts' | 'bikerGear';
  /** Prefix of the view's element ids. */
  idPrefix: string;
  metaTitle: TranslationKey;
  /** Extra class for the hero, e.g. its own colour. */
  heroClassName: string;
  getItems: () => readonly T[];
  fields: readonly FilterField<T>[];
  /** The category buttons (URL param `category`); the first option, value '', shows all. */
  categories: { options: readonly Required<FilterOption>[]; of: (item: T) => string };
  /** Radio buttons for the types of one category (e.g. helmets), shown under the buttons. */
  subCategories?: {
    param: string;
    parent: string;
    legend: TranslationKey;
    /** The first option, value '', is "all" of the parent category. */
    options: readonly Required<FilterOption>[];
    of: (item: T) => string | null;
  };
  card: (item: T, t: I18nContextValue['t']) => CardDetails;
};

/** Applied filters by URL param; a missing or empty value means "any" (for `sort`: newest). */
export type CatalogueFilters = Readonly<Record<string, string>>;

export const noFilters: CatalogueFilters = {};

function normalise(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('en');
}

/** Every filter that is set must match (AND); text matches as a case-insensitive part. */
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

/** Newest first by listing date; equal prices keep the newest first. Never mutates the input. */
export function sortCatalogItems<T extends { listedAt: string; price: number }>(
  items: readonly T[],
  sort: string | undefined,
): T[] {
  const byNewest = [...items].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
  if (sort === 'price-asc') return byNewest.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return byNewest.sort((a, b) => b.price - a.price);
  return byNewest;
}

/**
 * Choosing a category other than the sub-categories' parent clears the sub-category, and
 * choosing a sub-category (or "all" of them) selects the parent, so the two controls never
 * contradict each other.
 */
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

/** A URL value if it is one of `allowed`, else '' ("any"). */
export function pickOption(value: string | null, allowed: readonly string[]): string {
  return value !== null && allowed.includes(value) ? value : '';
}

const values = (options: readonly FilterOption[]) => options.map((option) => option.value);

/**
 * Reads the filters from the URL; unknown values fall back to "any", and a sub-category implies
 * its parent category. Only the filters that are set are returned.
 */
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

/** Writes the filters into `params` (other params such as `view` are kept); defaults are left out. */
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
