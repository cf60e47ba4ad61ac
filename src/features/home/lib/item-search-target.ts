import { itemListHref, readItemRequest } from '@/domain/listings/item-request';
import type { ItemSearch } from '@/domain/listings/item-search';
import { locationNames, makeNames, priceLimits, type HomeSearchFilters } from './build-search-href';

/**
 * A model box that asks for a part or gear ("ටයර් එකක් ඕනේ", "full face helmet size M") opens
 * that list, with the selects the visitor set: the town, the price range and, for parts, the
 * brand (SPEC.md's parts brands are the home search's five). Null when it asks for neither.
 * Loaded only when searching, with the name tables.
 */
export function itemSearchTarget(filters: HomeSearchFilters): ItemSearch | null {
  const request = readItemRequest(filters.model);
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

export function itemSearchHref(filters: HomeSearchFilters): string | null {
  const search = itemSearchTarget(filters);
  return search ? itemListHref(search) : null;
}
