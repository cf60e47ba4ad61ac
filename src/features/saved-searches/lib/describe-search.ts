import { bandRange, type ItemSearch } from '@/domain/listings/item-search';
import { itemKindOf, itemSearchOf, searchOf } from '@/domain/search/saved-search';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { formatVehiclePrice } from '@/i18n/format';
import type { TranslationKey } from '@/i18n/catalog';
import { myBikeLabel } from '@/lib/my-bike';

type T = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** A saved search in words: "Scooters · Honda, Yamaha · Kandy · Rs: 100,000 – Rs: 200,000". */
export function describeSearch(t: T, type: string, query: string): string {
  const kind = itemKindOf(type);
  if (kind) return describeItemSearch(t, itemSearchOf(kind, query));
  const search = searchOf(query);
  const any = t('alerts.describe.any');
  const price = { currency: t('common.currency.vehicle'), negotiable: any };
  const bound = (value: number | null, asPrice: boolean) =>
    value === null ? any : asPrice ? formatVehiclePrice(value, price) : String(value);
  const parts = [t(`common.categories.${isVehicleType(type) ? type : 'all'}`)];
  if (search.make.length > 0) parts.push(search.make.join(', '));
  if (search.location.length > 0) parts.push(search.location.join(', '));
  if (search.yearMin !== null || search.yearMax !== null) {
    const [from, to] = [bound(search.yearMin, false), bound(search.yearMax, false)];
    parts.push(t('alerts.describe.years', { from, to }));
  }
  if (search.priceMin !== null || search.priceMax !== null) {
    const [from, to] = [bound(search.priceMin, true), bound(search.priceMax, true)];
    parts.push(t('alerts.describe.prices', { from, to }));
  }
  if (search.q) parts.push(t('alerts.describe.keyword', { q: search.q }));
  return parts.join(' · ');
}

/**
 * A Spare Parts or Biker Gear search in words, in those views' terms: "Spare Parts · Brakes ·
 * Bajaj · Fits Pulsar 150 (2018)". Needs the spareParts and bikerGear texts.
 */
export function describeItemSearch(t: T, search: ItemSearch): string {
  const { filters } = search;
  const any = t('alerts.describe.any');
  const price = { currency: t('common.currency.item'), negotiable: any };
  const bound = (value: number | null) => (value === null ? any : formatVehiclePrice(value, price));
  const parts: string[] = [];
  if (search.kind === 'part') {
    parts.push(t('common.nav.spareParts'));
    if (filters.category) parts.push(t(`spareParts.categories.${search.filters.category!}`));
  } else {
    parts.push(t('common.nav.bikerGear'));
    if (filters.category) parts.push(t(`bikerGear.categories.${search.filters.category!}`));
  }
  if (filters.brand.length > 0) parts.push(filters.brand.join(', '));
  if (search.kind === 'part') {
    const { condition, fits } = search.filters;
    if (condition) parts.push(t(`spareParts.conditions.${condition}`));
    if (fits) parts.push(t('alerts.describe.fits', { bike: myBikeLabel(fits) }));
  } else {
    const gear = search.filters;
    if (gear.helmetType) parts.push(t(`bikerGear.helmetTypes.${gear.helmetType}`));
    if (gear.slsOnly) parts.push(t('bikerGear.live.sls'));
    if (gear.size) parts.push(t('bikerGear.list.size', { size: gear.size }));
    if (gear.condition) parts.push(t(`bikerGear.conditions.${gear.condition}`));
    const band = gear.band ? bandRange(gear.band) : null;
    if (band)
      parts.push(t('alerts.describe.prices', { from: bound(band.min), to: bound(band.max) }));
  }
  if (filters.location) parts.push(filters.location);
  if (filters.priceMin !== null || filters.priceMax !== null) {
    parts.push(
      t('alerts.describe.prices', { from: bound(filters.priceMin), to: bound(filters.priceMax) }),
    );
  }
  if (filters.q) parts.push(t('alerts.describe.keyword', { q: filters.q }));
  return parts.join(' · ');
}
