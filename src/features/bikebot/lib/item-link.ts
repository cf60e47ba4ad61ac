import { placeName } from '@/data/places';
import { itemListHref } from '@/domain/listings/item-request';
import type { ItemSearch } from '@/domain/listings/item-search';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { getLoadedCatalog } from '@/i18n/registry';
import { translate } from '@/i18n/translate';
import type { BotLink } from './bot-reply';

/**
 * The Spare Parts or Biker Gear list a chat message asked for, as a link labelled in `lang`:
 * "Full face helmets, size M in Kandy under Rs. 15,000". No count: the list shows its own.
 */
export function getItemSearchLink(search: ItemSearch, lang: Language): BotLink {
  const catalog = getLoadedCatalog(lang);
  const text = (key: Parameters<typeof translate>[1], vars: Record<string, string> = {}) =>
    translate(catalog, key, vars);
  const { filters } = search;
  const helmetType = search.kind === 'gear' ? search.filters.helmetType : null;
  let what = helmetType
    ? text(`bikebot.items.helmets.${helmetType}`)
    : filters.category
      ? text(`bikebot.items.categories.${filters.category}`)
      : text(search.kind === 'part' ? 'bikebot.items.parts' : 'bikebot.items.gear');
  if (filters.brand[0]) what = text('bikebot.items.brand', { brand: filters.brand[0], what });
  if (filters.condition) what = text(`bikebot.items.condition.${filters.condition}`, { what });
  if (filters.q) what = text('bikebot.items.search', { what, q: filters.q });
  const currency = text('common.currency.item');
  const limit = filters.priceMax ?? filters.priceMin;
  const size = search.kind === 'gear' ? search.filters.size : null;
  const label = text('bikebot.items.label', {
    what,
    size: size ? text('bikebot.items.size', { size }) : '',
    place: filters.location
      ? text('bikebot.finder.place', { place: placeName(filters.location, lang) })
      : '',
    price:
      limit === null
        ? ''
        : text(filters.priceMax !== null ? 'bikebot.finder.under' : 'bikebot.finder.over', {
            price: `${currency} ${formatNumber(limit)}`,
          }),
  });
  return { label: label.trim(), to: itemListHref(search) };
}
