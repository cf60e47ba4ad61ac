import { bikeKeys, fitKeys } from '@/domain/listings/fitment';
import { bandRange, type ItemSearch } from '@/domain/listings/item-search';
import type { ItemAd } from '@/domain/listings/item-schema';
import { canonicalMakeName } from '@/domain/search/alias-index';
import { itemKindOf, itemSearchOf, type SearchQuery } from '@/domain/search/saved-search';
import { foldText } from '@/domain/search/search-key';
import { itemKeywordForms } from './item-list-sql';
import { itemSearchText } from './item-rows';

/**
 * Whether a part or gear ad is one its list lists, in memory: the alert job matches each new ad
 * against every saved part and gear search at once, with the list's own rules (item-list-sql.ts:
 * the same columns, computed by item-rows.ts, and the same search words).
 */

const NOT_WORD = /[^\p{L}\p{M}\p{N}\u200c\u200d]+/u;

type Prepared = {
  search: ItemSearch;
  brands: Set<string> | null;
  /** Each form's words; the last one is a prefix (to_tsquery's `:*`). */
  forms: string[][];
  fits: string[] | null;
};

function prepare(search: ItemSearch): Prepared {
  const { filters } = search;
  return {
    search,
    brands: filters.brand.length
      ? new Set(
          filters.brand.flatMap((brand) => [foldText(brand), foldText(canonicalMakeName(brand))]),
        )
      : null,
    forms: itemKeywordForms(filters.q).map((form) => form.split(NOT_WORD).filter(Boolean)),
    fits: search.kind === 'part' && search.filters.fits ? bikeKeys(search.filters.fits) : null,
  };
}

type AdKeys = { words: string[]; location: string; brand: string; fits: Set<string> };
const keysCache = new WeakMap<ItemAd, AdKeys>();

function keysOf(ad: ItemAd): AdKeys {
  let keys = keysCache.get(ad);
  if (!keys) {
    keys = {
      words: itemSearchText(ad).split(NOT_WORD).filter(Boolean),
      location: foldText(ad.location),
      brand: foldText(ad.brand),
      fits: new Set(ad.kind === 'part' && !ad.fitsAnyBike ? fitKeys(ad.fitment) : []),
    };
    keysCache.set(ad, keys);
  }
  return keys;
}

function hasWords(words: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((word, i) =>
    i === wanted.length - 1 ? words.some((w) => w.startsWith(word)) : words.includes(word),
  );
}

function matches(ad: ItemAd, prepared: Prepared): boolean {
  const { search, brands, forms, fits } = prepared;
  const { filters } = search;
  if (ad.kind !== search.kind) return false;
  const keys = keysOf(ad);
  if (filters.category && ad.category !== filters.category) return false;
  if (filters.condition && ad.condition !== filters.condition) return false;
  if (brands && !brands.has(keys.brand)) return false;
  if (filters.location && keys.location !== foldText(filters.location)) return false;
  // A Negotiable ad (no price) passes a price range, as in the lists.
  if (ad.price !== null && filters.priceMin !== null && ad.price < filters.priceMin) return false;
  if (ad.price !== null && filters.priceMax !== null && ad.price > filters.priceMax) return false;
  if (forms.length && !forms.some((form) => hasWords(keys.words, form))) return false;
  if (fits && ad.kind === 'part' && !ad.fitsAnyBike && !fits.some((key) => keys.fits.has(key))) {
    return false;
  }
  if (search.kind === 'gear' && ad.kind === 'gear') {
    const gear = search.filters;
    if (gear.size && ad.size !== gear.size) return false;
    if (gear.slsOnly && ad.slsMark !== true) return false;
    if (gear.helmetType && ad.helmetType !== gear.helmetType) return false;
    // A price band leaves out Negotiable ads: the band is what the buyer pays.
    const { min, max } = bandRange(gear.band);
    if (min !== null && (ad.price === null || ad.price < min)) return false;
    if (max !== null && (ad.price === null || ad.price > max)) return false;
  }
  return true;
}

/** Whether the list of `search` lists this ad (leaving out when it was posted). */
export function itemMatchesSearch(ad: ItemAd, search: ItemSearch): boolean {
  return matches(ad, prepare(search));
}

/**
 * The part and gear searches among `searches` that list some of `ads`, with those ads; each
 * distinct query is read once. Vehicle searches are left to matchSearches (saved-search.ts).
 */
export function matchItemSearches<S extends SearchQuery>(
  searches: readonly S[],
  ads: readonly ItemAd[],
): Map<S, ItemAd[]> {
  const out = new Map<S, ItemAd[]>();
  if (ads.length === 0) return out;
  const prepared = new Map<string, Prepared>();
  for (const search of searches) {
    const kind = itemKindOf(search.type);
    if (!kind) continue;
    const key = `${kind}?${search.query}`;
    let plan = prepared.get(key);
    if (!plan) prepared.set(key, (plan = prepare(itemSearchOf(kind, search.query))));
    const found = ads.filter((ad) => matches(ad, plan));
    if (found.length > 0) out.set(search, found);
  }
  return out;
}
