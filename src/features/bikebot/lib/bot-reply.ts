import { site } from '@/config/site';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { getLoadedCatalog } from '@/i18n/registry';
import { translate } from '@/i18n/translate';
import { registerBikebotTexts } from '@/i18n/namespaces/bikebot';
import { PRICE_RANGES, REPLY_LINKS, type ReplyId } from '../bikebot-script';

export type BotLink = { label: string } & ({ to: string } | { href: string });

export type BotReply = { text: string; links: BotLink[] };

function priceRange([min, max]: readonly [number, number], currency: string): string {
  return `${currency} ${formatNumber(min)}-${formatNumber(max)}`;
}

function replyVars(lang: Language): Record<string, string> {
  const catalog = getLoadedCatalog(lang);
  const currency = translate(catalog, 'common.currency.item');
  return {
    site: site.name,
    phone: site.phone,
    email: site.email,
    hours: translate(catalog, 'bikebot.hours'),
    usedBikes: priceRange(PRICE_RANGES.usedBikes, currency),
    newBikes: priceRange(PRICE_RANGES.newBikes, currency),
    spareParts: priceRange(PRICE_RANGES.spareParts, currency),
    safetyGear: priceRange(PRICE_RANGES.safetyGear, currency),
  };
}

/** A scripted reply written out in `lang`, with the facts filled in and the link labels chosen. */
export function getBotReply(id: ReplyId, lang: Language): BotReply {
  registerBikebotTexts();
  const catalog = getLoadedCatalog(lang);
  const vars = replyVars(lang);
  return {
    text: translate(catalog, `bikebot.replies.${id}`, vars),
    links: (REPLY_LINKS[id] ?? []).map((link) => {
      const label = translate(catalog, `bikebot.links.${link.label}`, vars);
      return 'to' in link ? { label, to: link.to } : { label, href: link.href };
    }),
  };
}
