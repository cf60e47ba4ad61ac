import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BRAND_TOKENS_CSS } from '../paths';
import { site } from '@/config/site';
import { placeName } from '@/data/places';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { formatVehiclePrice } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { common as enCommon } from '@/i18n/locales/en/common';
import { vehiclesMore as enVehiclesMore } from '@/i18n/locales/en/vehicles-more';
import { vehicles as enVehicles } from '@/i18n/locales/en/vehicles';
import { common as siCommon } from '@/i18n/locales/si/common';
import { vehicles as siVehicles } from '@/i18n/locales/si/vehicles';
import { common as taCommon } from '@/i18n/locales/ta/common';
import { vehicles as taVehicles } from '@/i18n/locales/ta/vehicles';

/** Bump when the picture's layout changes: every ad's preview gets a new address. */
const LAYOUT_VERSION = 3;

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const catalogues = {
  en: { common: enCommon, vehicles: { ...enVehicles, ...enVehiclesMore } },
  si: { common: siCommon, vehicles: siVehicles },
  ta: { common: taCommon, vehicles: taVehicles },
} as const satisfies Record<Language, unknown>;

/** `town` in the picture's language, as og:title names it; `sold`: the Sold mark, or null. */
export type PreviewTexts = {
  title: string;
  price: string;
  town: string;
  site: string;
  sold: string | null;
};

/** A vehicle, part or gear ad: each has its own link preview. */
export type PreviewAd = Vehicle | ItemAd;

const isItem = (ad: PreviewAd): ad is ItemAd => 'kind' in ad;

export function previewTexts(vehicle: PreviewAd, lang: Language): PreviewTexts {
  const { common, vehicles } = catalogues[lang];
  const item = isItem(vehicle);
  return {
    // A part or gear ad always has a title (its schema requires one); its price is "Rs. ".
    title: item ? vehicle.title.trim() : vehicleTitle(vehicle, vehicles.untitled),
    price: formatVehiclePrice(vehicle.price, {
      currency: item ? common.currency.item : common.currency.vehicle,
      negotiable: common.currency.negotiable,
    }),
    town: placeName(vehicle.location.trim(), lang),
    site: site.name,
    sold: vehicle.soldAt ? vehicles.card.sold : null,
  };
}

export function heroPhotoName(vehicle: Pick<PreviewAd, 'image'>): string | null {
  const match = /^\/photos\/([0-9a-f]{32}\.webp)$/.exec(vehicle.image ?? '');
  return match ? match[1]! : null;
}

/** A hash of everything the picture shows, so each version may be cached forever. */
export function previewVersion(vehicle: PreviewAd, lang: Language): string {
  const inputs = [LAYOUT_VERSION, lang, previewTexts(vehicle, lang), heroPhotoName(vehicle)];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

function brandColours() {
  const css = readFileSync(BRAND_TOKENS_CSS, 'utf8');
  const colour = (name: string) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
    if (!match) throw new Error(`src/styles/tokens.css has no --color-${name}`);
    return match[1]!;
  };
  return {
    dark: colour('dark'),
    onDark: colour('on-dark'),
    onDarkMuted: colour('on-dark-muted'),
    primary: colour('primary'),
    onPrimary: colour('on-primary'),
    danger: colour('danger'),
  };
}

export const colours = brandColours();
