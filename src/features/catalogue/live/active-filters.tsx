import { loadedPlaceName as placeName } from '@/data/place-names';
import type { ItemSearch } from '@/domain/listings/item-search';
import { formatItemPrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The filters a BikeBot or home-search link may carry that the panel has no control for (a town,
 * a price range): shown, so the list never narrows invisibly, and each removable.
 */
export function ActiveFilters({
  search,
  onChange,
}: {
  search: ItemSearch;
  onChange: (next: ItemSearch) => void;
}) {
  const { t, lang } = useTranslation();
  const ns = search.kind === 'part' ? 'spareParts' : 'bikerGear';
  const { location, priceMin, priceMax } = search.filters;
  const rupees = (n: number) => formatItemPrice(n, t('common.currency.item'));
  const chips: { label: string; clear: Partial<ItemSearch['filters']> }[] = [];
  if (location)
    chips.push({ label: placeName(location, lang) || location, clear: { location: null } });
  if (priceMin !== null || priceMax !== null) {
    const label =
      priceMin !== null && priceMax !== null
        ? t(`${ns}.live.priceRange`, { min: rupees(priceMin), max: rupees(priceMax) })
        : priceMin !== null
          ? t(`${ns}.live.priceFrom`, { price: rupees(priceMin) })
          : t(`${ns}.live.priceUpTo`, { price: rupees(priceMax!) });
    chips.push({ label, clear: { priceMin: null, priceMax: null } });
  }
  if (chips.length === 0) return null;
  return (
    <div className="item-active-filters" role="group" aria-label={t(`${ns}.live.also`)}>
      <span className="item-active-filters-label">{t(`${ns}.live.also`)}</span>
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className="catalog-chip item-active-chip"
          aria-label={t(`${ns}.live.removeFilter`, { filter: chip.label })}
          onClick={() =>
            onChange({ ...search, filters: { ...search.filters, ...chip.clear } } as ItemSearch)
          }
        >
          {chip.label} <span aria-hidden="true">×</span>
        </button>
      ))}
    </div>
  );
}
