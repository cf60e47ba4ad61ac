import { bikebot } from './locales/en/bikebot';
import { bikerGear } from './locales/en/biker-gear';
import { common } from './locales/en/common';
import { home } from './locales/en/home';
import { postAd } from './locales/en/post-ad';
import { spareParts } from './locales/en/spare-parts';
import { vehicles } from './locales/en/vehicles';

/** English is the source of truth: every other language must have exactly this shape. */
export const en = { common, vehicles, postAd, home, spareParts, bikerGear, bikebot };

export type Catalog = typeof en;

type Join<K extends string, P extends string> = `${K}.${P}`;

/** Every dotted path to a string leaf, e.g. 'common.nav.home'. */
export type TranslationKey<T = Catalog> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, TranslationKey<T[K]>>;
}[keyof T & string];
