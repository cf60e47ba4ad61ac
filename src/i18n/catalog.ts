import type { admin } from './locales/en/admin';
import type { bikebot } from './locales/en/bikebot';
import type { bikerGear } from './locales/en/biker-gear';
import type { buyer } from './locales/en/buyer';
import type { common } from './locales/en/common';
import type { home } from './locales/en/home';
import type { postAd } from './locales/en/post-ad';
import type { report } from './locales/en/report';
import type { spareParts } from './locales/en/spare-parts';
import type { vehicles } from './locales/en/vehicles';

/**
 * The shape of every language's texts. English (locales/en/*) is the source of truth; each
 * other language's namespace file is typed `Catalog['<namespace>']`, so a missing key fails tsc.
 */
export type Catalog = {
  common: typeof common;
  vehicles: typeof vehicles;
  postAd: typeof postAd;
  home: typeof home;
  spareParts: typeof spareParts;
  bikerGear: typeof bikerGear;
  bikebot: typeof bikebot;
  admin: typeof admin;
  report: typeof report;
  buyer: typeof buyer;
};

export type Namespace = keyof Catalog;

type Join<K extends string, P extends string> = `${K}.${P}`;

/** Every dotted path to a string leaf, e.g. 'common.nav.home'. */
export type TranslationKey<T = Catalog> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, TranslationKey<T[K]>>;
}[keyof T & string];
