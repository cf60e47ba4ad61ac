import {
  itemSearchParams,
  parseItemSearch,
  searchParamsRecord,
  type GearFilters,
  type ItemSearch,
  type PartFilters,
} from '@/domain/listings/item-search';
import type { ItemKind } from '@/domain/listings/item-types';

export type PartSearch = Extract<ItemSearch, { kind: 'part' }>;
export type GearSearch = Extract<ItemSearch, { kind: 'gear' }>;

/** The view's URL read as the list API reads it (item-search.ts): one meaning on both sides. */
export function readViewSearch(kind: ItemKind, params: URLSearchParams): ItemSearch {
  return parseItemSearch(kind, searchParamsRecord(params));
}

/** `?view=…` first, then the search's own parameters in their one order (shareable, comparable). */
export function writeViewSearch(current: URLSearchParams, search: ItemSearch): URLSearchParams {
  const next = new URLSearchParams();
  const view = current.get('view');
  if (view) next.set('view', view);
  for (const [key, value] of itemSearchParams(search)) next.append(key, value);
  return next;
}

/** Nothing but the kind: every filter off, newest first. */
export function emptySearch(kind: ItemKind): ItemSearch {
  return parseItemSearch(kind, {});
}

export function withPartFilters(search: PartSearch, change: Partial<PartFilters>): PartSearch {
  return { ...search, filters: { ...search.filters, ...change } };
}

/**
 * Category, helmet type and SLS-only never contradict: a helmet type or SLS-only means helmets,
 * and another category drops both.
 */
export function withGearFilters(search: GearSearch, change: Partial<GearFilters>): GearSearch {
  const filters = { ...search.filters, ...change };
  if ('category' in change && change.category !== 'helmets') {
    filters.helmetType = null;
    filters.slsOnly = false;
  }
  if ((change.helmetType || change.slsOnly) && filters.category !== 'helmets') {
    filters.category = 'helmets';
  }
  return { ...search, filters };
}

/** A key for "the same list": kind, filters and sort. */
export function searchKey(search: ItemSearch): string {
  return `${search.kind}?${itemSearchParams(search).toString()}`;
}
