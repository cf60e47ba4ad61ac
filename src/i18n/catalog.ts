import type { admin } from './locales/en/admin';
import type { alerts } from './locales/en/alerts';
import type { bikebot } from './locales/en/bikebot';
import type { bikerGear } from './locales/en/biker-gear';
import type { buyer } from './locales/en/buyer';
import type { common } from './locales/en/common';
import type { compare } from './locales/en/compare';
import type { home } from './locales/en/home';
import type { itemPage } from './locales/en/item-page';
import type { messages } from './locales/en/messages';
import type { postAd } from './locales/en/post-ad';
import type { report } from './locales/en/report';
import type { spareParts } from './locales/en/spare-parts';
import type { vehicles } from './locales/en/vehicles';
import type { vehiclesMore } from './locales/en/vehicles-more';

/** English is the source of truth; other languages are typed against it, so tsc finds gaps. */
export type Catalog = {
  common: typeof common;
  vehicles: Omit<typeof vehicles, 'detail'> &
    Omit<typeof vehiclesMore, 'detail'> & {
      detail: (typeof vehicles)['detail'] & (typeof vehiclesMore)['detail'];
    };
  postAd: typeof postAd;
  home: typeof home;
  spareParts: typeof spareParts;
  bikerGear: typeof bikerGear;
  bikebot: typeof bikebot;
  admin: typeof admin;
  report: typeof report;
  alerts: typeof alerts;
  buyer: typeof buyer;
  compare: typeof compare;
  messages: typeof messages;
  itemPage: typeof itemPage;
};

export type Namespace = keyof Catalog;

type Join<K extends string, P extends string> = `${K}.${P}`;

export type TranslationKey<T = Catalog> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, TranslationKey<T[K]>>;
}[keyof T & string];
