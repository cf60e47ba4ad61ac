import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Catalog } from '@/i18n/catalog';

export const REPLY_DELAY_MS = 1000;

/** Every scripted reply; its text is `bikebot.replies.<id>` in each language's catalogue. */
export type ReplyId = keyof Catalog['bikebot']['replies'];

/** `to` is an in-app route (client-side navigation); `href` leaves the app (tel:, mailto:). */
export type ReplyLink = { label: keyof Catalog['bikebot']['links'] } & (
  { to: string } | { href: string }
);

/** The quick replies, in order: each answers with its own reply, whatever the keyword table says. */
export const QUICK_REPLIES = [
  'bikes',
  'spareParts',
  'gear',
  'contact',
] as const satisfies ReplyId[];

export const PRICE_RANGES = {
  usedBikes: [50_000, 800_000],
  newBikes: [200_000, 2_000_000],
  spareParts: [500, 50_000],
  safetyGear: [2_000, 80_000],
} as const;

const bikeLinks: readonly ReplyLink[] = [
  { label: 'categories', to: paths.home.getHref('home', 'categories') },
  { label: 'allBikes', to: paths.browse.getHref('all') },
];

const contactLinks: readonly ReplyLink[] = [
  { label: 'call', href: site.phoneHref },
  { label: 'email', href: `mailto:${site.email}` },
];

/** The links under each reply; the texts are `bikebot.replies.<id>` in the catalogue. */
export const REPLY_LINKS: Partial<Record<ReplyId, readonly ReplyLink[]>> = {
  bikes: bikeLinks,
  spareParts: [{ label: 'spareParts', to: paths.home.getHref('spare-parts') }],
  gear: [{ label: 'gear', to: paths.home.getHref('biker-gear') }],
  price: [bikeLinks[1]!],
  sell: [{ label: 'postAd', to: paths.postAd.getHref() }],
  buy: bikeLinks,
  help: contactLinks,
  contact: contactLinks,
};
