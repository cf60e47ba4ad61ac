// @vitest-environment node
import { languageCodes } from '@/i18n/languages';
import { site } from '@/config/site';
import { bikebot } from '@/i18n/locales/en/bikebot';
import type { Language } from '@/i18n/languages';
import { getLoadedCatalog } from '@/i18n/registry';
import { translate } from '@/i18n/translate';
import { QUICK_REPLIES, type ReplyId } from '../bikebot-script';
import { getBotReply } from './bot-reply';

const replyIds = Object.keys(bikebot.replies) as ReplyId[];
const quickLabel = (reply: (typeof QUICK_REPLIES)[number], lang: Language) =>
  translate(getLoadedCatalog(lang), `bikebot.quick.${reply}`);

test('every reply exists in every language, filled in and not empty', () => {
  for (const lang of languageCodes) {
    for (const id of replyIds) {
      const { text, links } = getBotReply(id, lang);
      expect(text.trim(), `${lang}:${id}`).not.toBe('');
      expect(text, `${lang}:${id}`).not.toMatch(/\{\{|\}\}/);
      for (const link of links) expect(link.label.trim(), `${lang}:${id}`).not.toBe('');
    }
    for (const quick of QUICK_REPLIES) expect(quickLabel(quick, lang).trim()).not.toBe('');
  }
});

test('Sinhala replies are written in Sinhala script, NFC, with joiners in conjuncts', () => {
  const texts = [
    ...replyIds.flatMap((id) => {
      const { text, links } = getBotReply(id, 'si');
      return [text, ...links.map((link) => link.label)];
    }),
    ...QUICK_REPLIES.map((quick) => quickLabel(quick, 'si')),
  ];
  for (const text of texts) {
    expect(text).toMatch(/[\u0D80-\u0DFF]/);
    expect(text).toBe(text.normalize('NFC'));
    expect(text).not.toMatch(/\u0DCA[\u0DBB\u0DBA]/);
  }
});

test('Tamil replies are written in Tamil script, NFC', () => {
  const texts = [
    ...replyIds.flatMap((id) => {
      const { text, links } = getBotReply(id, 'ta');
      return [text, ...links.map((link) => link.label)];
    }),
    ...QUICK_REPLIES.map((quick) => quickLabel(quick, 'ta')),
  ];
  for (const text of texts) {
    expect(text).toMatch(/[\u0B80-\u0BFF]/);
    expect(text).toBe(text.normalize('NFC'));
  }
  expect(getBotReply('greeting', 'ta').text).toMatch(/^வணக்கம்! நான் BikeBot/);
});

test('replies carry the fixed price ranges and support hours', () => {
  const price = getBotReply('price', 'en').text;
  expect(price).toContain('Used bikes: Rs. 50,000-800,000');
  expect(price).toContain('New bikes: Rs. 200,000-2,000,000');
  expect(price).toContain('Spare parts: Rs. 500-50,000');
  expect(price).toContain('Safety gear: Rs. 2,000-80,000');
  expect(getBotReply('spareParts', 'en').text).toContain('Rs. 500-50,000');
  expect(getBotReply('gear', 'en').text).toContain('Rs. 2,000-80,000');
  expect(getBotReply('contact', 'en').text).toContain('9:00 AM-8:00 PM, Mon-Sat');
  expect(getBotReply('price', 'si').text).toContain('රු. 50,000-800,000');
  expect(getBotReply('contact', 'si').text).toContain('පෙ.ව. 9:00');
  const priceTa = getBotReply('price', 'ta').text;
  expect(priceTa).toContain('பாவித்த பைக்குகள்: ரூ. 50,000-800,000');
  expect(priceTa).toContain('பாதுகாப்பு உபகரணங்கள்: ரூ. 2,000-80,000');
  expect(getBotReply('contact', 'ta').text).toContain('திங்கள் முதல் சனி வரை, மு.ப. 9:00');
});

test('the help reply keeps the opening hours apart from the phone number', () => {
  for (const lang of ['en', 'si', 'ta'] as const) {
    const text = getBotReply('help', lang).text;
    // The hours end, then a word or a punctuation mark, never the number right after them.
    expect(text).not.toMatch(/8:00\s*\+?\d/);
    expect(text).not.toMatch(/දක්වා\s+\+?\d/);
    expect(text).not.toMatch(/வரை\s+\+?\d/);
  }
});

test('contact replies use the provider phone and email in both languages', () => {
  for (const lang of languageCodes) {
    for (const id of ['contact', 'help'] as const) {
      const { text, links } = getBotReply(id, lang);
      expect(text).toContain(site.phone);
      expect(text).toContain(site.email);
      expect(links).toContainEqual(expect.objectContaining({ href: site.phoneHref }));
      expect(links).toContainEqual(expect.objectContaining({ href: `mailto:${site.email}` }));
    }
  }
});

test('reply links lead to the right places inside the app', () => {
  const routes = (id: ReplyId) =>
    getBotReply(id, 'en').links.flatMap((link) => ('to' in link ? [link.to] : []));
  expect(routes('bikes')).toEqual(['/#categories', '/browse/all']);
  expect(routes('spareParts')).toEqual(['/?view=spare-parts']);
  expect(routes('gear')).toEqual(['/?view=biker-gear']);
  expect(routes('sell')).toEqual(['/post-ad']);
});

test('the gear and parts replies use the same words as the gear and parts pages', async () => {
  const { bikerGear: gearEn } = await import('@/i18n/locales/en/biker-gear');
  const { bikerGear: gearSi } = await import('@/i18n/locales/si/biker-gear');
  const { spareParts: partsEn } = await import('@/i18n/locales/en/spare-parts');
  const { spareParts: partsSi } = await import('@/i18n/locales/si/spare-parts');
  const { bikerGear: gearTa } = await import('@/i18n/locales/ta/biker-gear');
  const { spareParts: partsTa } = await import('@/i18n/locales/ta/spare-parts');
  const pages = [
    { lang: 'en', gear: gearEn, parts: partsEn },
    { lang: 'si', gear: gearSi, parts: partsSi },
    { lang: 'ta', gear: gearTa, parts: partsTa },
  ] as const;
  for (const { lang, gear, parts } of pages) {
    const gearReply = getBotReply('gear', lang).text.toLowerCase();
    const { helmets, gloves, jackets, boots, rainGear, reflectiveVests } = gear.categories;
    for (const label of [helmets, gloves, jackets, boots, rainGear, reflectiveVests]) {
      expect(gearReply, `${lang}: ${label}`).toContain(label.toLowerCase());
    }
    const partsReply = getBotReply('spareParts', lang).text.toLowerCase();
    expect(partsReply, lang).toContain(parts.categories.accessories.toLowerCase());
  }
});
