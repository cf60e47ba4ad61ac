import { site } from '@/config/site';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { getLoadedCatalog } from '@/i18n/registry';
import { translate } from '@/i18n/translate';
import { PRICE_RANGES, REPLIES, SUPPORT_HOURS, type ReplyId } from '../bikebot-script';
import { interpolate } from '@/i18n/interpolate';

export type BotLink = { label: string } & ({ to: string } | { href: string });

export type BotReply = { text: string; links: BotLink[] };

function priceRange([min, max]: readonly [number, number], currency: string): string {
  return `${currency} ${formatNumber(min)}-${formatNumber(max)}`;
}

function replyVars(lang: Language): Record<string, string> {
  const currency = translate(getLoadedCatalog(lang), 'common.currency.item');
  return {
    site: site.name,
    phone: site.phone,
    email: site.email,
    hours: SUPPORT_HOURS[lang],
    usedBikes: priceRange(PRICE_RANGES.usedBikes, currency),
    newBikes: priceRange(PRICE_RANGES.newBikes, currency),
    spareParts: priceRange(PRICE_RANGES.spareParts, currency),
    safetyGear: priceRange(PRICE_RANGES.safetyGear, currency),
  };
}

/** A scripted reply written out in `lang`, with the facts filled in and the link labels chosen. */
export function getBotReply(id: ReplyId, lang: Language): BotReply {
  const reply = REPLIES[id];
  const vars = replyVars(lang);
  return {
    text: interpolate(reply.text[lang], vars),
    links: (reply.links ?? []).map((link) =>
      'to' in link
        ? { label: link.label[lang], to: link.to }
        : { label: link.label[lang], href: link.href },
    ),
  };
}
