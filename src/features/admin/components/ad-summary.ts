import { paths } from '@/config/paths';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { formatItemPrice, formatVehiclePrice } from '@/i18n/format';
import type { I18nContextValue } from '@/i18n/i18n-context';
import type { AdOfAnyKind } from '@/lib/api/admin-api';

/** One ad of any kind as the moderators' cards show it, so both queues take every kind alike. */
export type AdSummary = {
  id: string;
  title: string;
  /** "Honda Dio · 2019", or "Spare part · Bajaj · Part number: JF-151". */
  line: string;
  price: string;
  location: string;
  phone: string;
  description: string | null;
  image: string;
  /** The ad's own page; items link only once listed (their page is /item/:id). */
  href: string;
};

export function summariseAd(ad: AdOfAnyKind, t: I18nContextValue['t']): AdSummary {
  const negotiable = t('common.currency.negotiable');
  if (ad.vehicle) {
    const vehicle = ad.vehicle;
    return {
      id: vehicle.id,
      title: vehicleTitle(vehicle, t('vehicles.untitled')),
      line: `${vehicle.make} ${vehicle.model} · ${vehicle.year}`,
      price: formatVehiclePrice(vehicle.price, {
        currency: t('common.currency.vehicle'),
        negotiable,
      }),
      location: vehicle.location,
      phone: vehicle.phone,
      description: vehicle.description ?? null,
      image: vehicle.image,
      href: paths.vehicle.getHref(vehicle.id),
    };
  }
  const item = ad.item!;
  const line = [
    t(item.kind === 'part' ? 'admin.item.part' : 'admin.item.gear'),
    item.brand,
    item.kind === 'part' && item.partNumber
      ? t('admin.item.partNumber', { number: item.partNumber })
      : '',
  ].filter(Boolean);
  return {
    id: item.id,
    title: item.title || t('vehicles.untitled'),
    line: line.join(' · '),
    price:
      item.price === null ? negotiable : formatItemPrice(item.price, t('common.currency.item')),
    location: item.location,
    phone: item.phone,
    description: item.description,
    image: item.image,
    href: paths.item.getHref(item.id),
  };
}
