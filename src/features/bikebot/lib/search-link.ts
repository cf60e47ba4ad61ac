import { paths } from '@/config/paths';
import { placeName } from '@/data/places';
import type { BikeSearch } from '@/domain/search/recognise-bike-search';
import { filterByType, filterVehicles } from '@/domain/vehicles/filter-vehicles';
import {
  emptyVehicleSearch,
  toSearchParams,
  type VehicleSearch,
} from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { getLoadedCatalog } from '@/i18n/registry';
import { translate } from '@/i18n/translate';
import type { BotLink } from './bot-reply';

/** The list's filters for what a chat message asked for. */
export function searchFilters(search: BikeSearch): VehicleSearch {
  return {
    ...emptyVehicleSearch,
    make: search.make ? [search.make] : [],
    location: search.location ? [search.location] : [],
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    yearMin: search.year,
    yearMax: search.year,
    q: search.model ?? '',
    sort: search.sort ?? 'newest',
  };
}

/** How many of `vehicles` the list shows (a static host's samples and own ads). */
export function countLocally(search: BikeSearch, vehicles: readonly Vehicle[]): number {
  return filterVehicles(filterByType(vehicles, search.type), searchFilters(search)).length;
}

/** What the list it opens says it holds; `capped`: a keyword count stopped at `n` ("1,000+"). */
export type ListCount = { n: number; capped?: boolean };

/**
 * The list a chat message asked for, as a link labelled in `lang` with how many of `vehicles`
 * (the samples and this browser's own ads) it shows: "Scooters in Kandy, cheapest first (4)".
 */
export function getSearchLink(
  search: BikeSearch,
  lang: Language,
  vehicles: readonly Vehicle[],
): BotLink {
  return getCountedSearchLink(search, lang, { n: countLocally(search, vehicles) });
}

/**
 * The same link with the count the list itself shows (the marketplace's total there), or no
 * count while it is not known: never a number the list would contradict.
 */
export function getCountedSearchLink(
  search: BikeSearch,
  lang: Language,
  count: ListCount | null,
): BotLink {
  const filters = searchFilters(search);
  const catalog = getLoadedCatalog(lang);
  const text = (key: Parameters<typeof translate>[1], vars: Record<string, string>) =>
    translate(catalog, key, vars);
  const currency = translate(catalog, 'common.currency.item');
  const type = translate(catalog, `common.categories.${search.type}`);
  const limit = search.priceMax ?? search.priceMin;
  const named = [search.make, search.model, search.year ? String(search.year) : null]
    .filter(Boolean)
    .join(' ');
  const label = text(count ? 'bikebot.finder.label' : 'bikebot.finder.labelUncounted', {
    what: named ? text('bikebot.finder.make', { make: named, what: type }) : type,
    place: search.location
      ? text('bikebot.finder.place', { place: placeName(search.location, lang) })
      : '',
    price:
      limit === null
        ? ''
        : text(search.priceMax !== null ? 'bikebot.finder.under' : 'bikebot.finder.over', {
            price: `${currency} ${formatNumber(limit)}`,
          }),
    cheap: search.sort ? text('bikebot.finder.cheap', {}) : '',
    n: count ? `${formatNumber(count.n)}${count.capped ? '+' : ''}` : '',
  });
  return { label, to: paths.browse.getHref(search.type, toSearchParams(filters).toString()) };
}
