import { searchOf } from '@/domain/search/saved-search';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { formatVehiclePrice } from '@/i18n/format';
import type { TranslationKey } from '@/i18n/catalog';

type T = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** A saved search in words: "Scooters · Honda, Yamaha · Kandy · Rs: 100,000 – Rs: 200,000". */
export function describeSearch(t: T, type: string, query: string): string {
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
