import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Language } from '@/i18n/languages';

/** BikeBot's whole conversation as data: keyword table, replies, quick replies and §9 facts. */

/** SPEC §9: the typing indicator shows this long after each user message, then the reply. */
export const REPLY_DELAY_MS = 1000;

export type Localized = Record<Language, string>;

export type ReplyId =
  | 'greeting'
  | 'bikes'
  | 'spareParts'
  | 'gear'
  | 'price'
  | 'sell'
  | 'buy'
  | 'help'
  | 'contact'
  | 'thanks'
  | 'hello'
  | 'fallback';

/** `to` is an in-app route (client-side navigation); `href` leaves the app (tel:, mailto:). */
export type ReplyLink = { label: Localized } & ({ to: string } | { href: string });

export type Reply = { text: Localized; links?: readonly ReplyLink[] };

export type KeywordGroup = {
  reply: ReplyId;
  /** Matched at the start of a word, case-insensitively, on NFC text. */
  keywords: { en: readonly string[]; si: readonly string[]; singlish: readonly string[] };
  /** Words that start with a keyword but mean something else (මිලදී "purchase" is not මිල "price"). */
  except?: readonly string[];
  /**
   * Keywords too short to match at a word start only: they must be the whole word ("hi", "hii",
   * but not "high", "hire" or "history").
   */
  whole?: readonly string[];
};

/**
 * SPEC §9 order, first match wins: spare or part; helmet or gear; price or cost; sell or post;
 * buy or purchase; help or support; contact or phone; thank; hello or hi; else the fallback.
 * Sinhala keywords are stems so that suffixes (කොටස්, කොටසක්) still match.
 */
export const KEYWORD_GROUPS: readonly KeywordGroup[] = [
  {
    reply: 'spareParts',
    keywords: {
      en: ['spare', 'part'],
      si: ['කොටස', 'ස්පෙයා'],
      singlish: ['kotas', 'amathara kota', 'amatara kota'],
    },
  },
  {
    reply: 'gear',
    keywords: {
      en: ['helmet', 'gear'],
      si: ['හෙල්මට', 'ආරක්ෂක', 'අත්වැසුම', 'ජැකට'],
      singlish: ['helmat', 'hellmet', 'arakshaka', 'aarakshaka'],
    },
  },
  {
    reply: 'price',
    keywords: {
      en: ['price', 'cost'],
      si: ['මිල', 'ගාන', 'ගාණ', 'ගණන', 'කීයද', 'වියදම'],
      singlish: ['mila', 'gana', 'ganan', 'keeyada', 'kiyada', 'kiyeda', 'keeya'],
    },
    except: ['මිලදී', 'miladi'],
  },
  {
    reply: 'sell',
    keywords: {
      en: ['sell', 'post'],
      si: ['විකුණ', 'විකිණ', 'පළ කර', 'දැන්වීම', 'දැන්වීමක', 'ඇඩ්', 'දාන්න'],
      singlish: ['vikun', 'wikun', 'vikin', 'wikin', 'ad eka', 'add eka', 'danweem', 'dhanweem'],
    },
  },
  {
    reply: 'buy',
    keywords: {
      en: ['buy', 'purchase'],
      si: ['මිලදී', 'ගන්න', 'ගැනීම'],
      singlish: ['ganna', 'ganne', 'miladi'],
    },
  },
  {
    reply: 'help',
    keywords: {
      en: ['help', 'support'],
      si: ['උදව්', 'උදවු', 'සහාය', 'සහය'],
      singlish: ['udaw', 'udav', 'udau', 'sahaya'],
    },
  },
  {
    reply: 'contact',
    keywords: {
      en: ['contact', 'phone'],
      si: ['අමතන්න', 'ඇමතුම', 'දුරකථන', 'කෝල්', 'ෆෝන්', 'සම්බන්ධ'],
      singlish: ['call karanna', 'call ekak', 'amathanna', 'amatanna', 'number eka', 'durakatha'],
    },
  },
  {
    reply: 'thanks',
    keywords: {
      en: ['thank'],
      si: ['ස්තුති', 'ස්තූති', 'තෑන්ක්'],
      singlish: ['sthuthi', 'stuthi', 'isthuthi', 'isthuti', 'thx', 'tnx'],
    },
  },
  {
    reply: 'hello',
    keywords: {
      en: ['hello', 'hi'],
      si: ['ආයුබෝවන්', 'හලෝ', 'හායි', 'කොහොමද'],
      singlish: ['ayubowan', 'aayubowan', 'kohomada', 'halo'],
    },
    whole: ['hi'],
  },
];

/** SPEC §9 quick replies. Each answers with its own reply, whatever the keyword table says. */
export const QUICK_REPLIES: readonly { reply: ReplyId; label: Localized }[] = [
  { reply: 'bikes', label: { en: 'Show me bikes', si: 'යතුරුපැදි පෙන්වන්න' } },
  { reply: 'spareParts', label: { en: 'Spare parts', si: 'අමතර කොටස්' } },
  { reply: 'gear', label: { en: 'Safety gear', si: 'ආරක්ෂක උපකරණ' } },
  { reply: 'contact', label: { en: 'Contact support', si: 'අප අමතන්න' } },
];

/** SPEC §9 canned price ranges (Rs.), written with the currency label of the chosen language. */
export const PRICE_RANGES = {
  usedBikes: [50_000, 800_000],
  newBikes: [200_000, 2_000_000],
  spareParts: [500, 50_000],
  safetyGear: [2_000, 80_000],
} as const;

/** SPEC §9 support hours. */
export const SUPPORT_HOURS: Localized = {
  en: '9:00 AM-8:00 PM, Mon-Sat',
  si: 'සඳුදා සිට සෙනසුරාදා, පෙ.ව. 9:00 සිට ප.ව. 8:00 දක්වා',
};

const bikeLinks: readonly ReplyLink[] = [
  {
    label: { en: 'Browse categories', si: 'කාණ්ඩ බලන්න' },
    to: paths.home.getHref('home', 'categories'),
  },
  { label: { en: 'All bikes', si: 'සියලු යතුරුපැදි' }, to: paths.browse.getHref('all') },
];

const contactLinks: readonly ReplyLink[] = [
  { label: { en: `Call ${site.phone}`, si: `${site.phone} අමතන්න` }, href: site.phoneHref },
  { label: { en: 'Email us', si: 'ඊමේල් කරන්න' }, href: `mailto:${site.email}` },
];

/**
 * Placeholders: {{site}} {{phone}} {{email}} {{hours}} {{usedBikes}} {{newBikes}}
 * {{spareParts}} {{safetyGear}}.
 */
export const REPLIES: Record<ReplyId, Reply> = {
  greeting: {
    text: {
      en: "Hello! I'm BikeBot, the {{site}} help assistant. I can help you find bikes, spare parts and safety gear, check prices, sell your bike or reach our team. What are you looking for?",
      si: 'ආයුබෝවන්! මම BikeBot, {{site}} සහායකයා. යතුරුපැදි, අමතර කොටස් සහ ආරක්ෂක උපකරණ සොයා ගැනීමට, මිල ගණන් දැන ගැනීමට, ඔබේ යතුරුපැදිය විකිණීමට හෝ අපගේ කණ්ඩායම සම්බන්ධ කර ගැනීමට මට උදව් කළ හැකියි. ඔබ සොයන්නේ කුමක්ද?',
    },
  },
  bikes: {
    text: {
      en: 'Pick a category on the home page, or see every bike for sale. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
      si: 'මුල් පිටුවේ කාණ්ඩයක් තෝරන්න, නැතහොත් විකිණීමට ඇති සියලු යතුරුපැදි බලන්න. සාමාන්‍ය මිල ගණන්: පාවිච්චි කළ යතුරුපැදි {{usedBikes}}, අලුත් යතුරුපැදි {{newBikes}}.',
    },
    links: bikeLinks,
  },
  spareParts: {
    text: {
      en: 'We list engine parts, tyres, electrical parts, chains and accessories for Honda, Yamaha, Bajaj, TVS and Hero bikes. Spare parts usually cost {{spareParts}}.',
      si: 'Honda, Yamaha, Bajaj, TVS සහ Hero යතුරුපැදි සඳහා එන්ජින් කොටස්, ටයර්, විදුලි කොටස්, චේන් සහ ඇක්සසරීස් මෙහි ඇත. අමතර කොටස්වල සාමාන්‍ය මිල: {{spareParts}}.',
    },
    links: [
      {
        label: { en: 'See spare parts', si: 'අමතර කොටස් බලන්න' },
        to: paths.home.getHref('spare-parts'),
      },
    ],
  },
  gear: {
    text: {
      en: 'Find helmets (full-face, half and modular), gloves, jackets, boots, rain gear and reflective vests. Safety gear usually costs {{safetyGear}}. Always ride with a certified helmet.',
      si: 'හෙල්මට් (ෆුල් ෆේස්, හාෆ් සහ මොඩියුලර්), අත්වැසුම්, ජැකට්, බූට්ස්, වැසි ඇඳුම් සහ රිෆ්ලෙක්ටර් ජැකට් මෙහි ඇත. ආරක්ෂක උපකරණවල සාමාන්‍ය මිල: {{safetyGear}}. සැමවිටම සහතික කළ හෙල්මට් එකක් පැළඳ ගමන් කරන්න.',
    },
    links: [
      {
        label: { en: 'See safety gear', si: 'ආරක්ෂක උපකරණ බලන්න' },
        to: paths.home.getHref('biker-gear'),
      },
    ],
  },
  price: {
    text: {
      en: 'Typical prices on {{site}}:\n• Used bikes: {{usedBikes}}\n• New bikes: {{newBikes}}\n• Spare parts: {{spareParts}}\n• Safety gear: {{safetyGear}}\nUse the price filters to find ads that fit your budget.',
      si: '{{site}} හි සාමාන්‍ය මිල ගණන්:\n• පාවිච්චි කළ යතුරුපැදි: {{usedBikes}}\n• අලුත් යතුරුපැදි: {{newBikes}}\n• අමතර කොටස්: {{spareParts}}\n• ආරක්ෂක උපකරණ: {{safetyGear}}\nඔබේ අයවැයට ගැළපෙන දැන්වීම් සොයා ගැනීමට මිල පෙරහන් යොදන්න.',
    },
    links: [bikeLinks[1]!],
  },
  sell: {
    text: {
      en: 'Selling is simple: post a free ad with the make, model, price, photos and your phone number. It only takes a few minutes.',
      si: 'විකිණීම පහසුයි: සන්නාමය, මාදිලිය, මිල, ඡායාරූප සහ ඔබේ දුරකථන අංකය සමඟ නොමිලේ දැන්වීමක් පළ කරන්න. ඒ සඳහා ගත වන්නේ මිනිත්තු කිහිපයක් පමණයි.',
    },
    links: [{ label: { en: 'Post your ad', si: 'ඔබේ දැන්වීම පළ කරන්න' }, to: paths.postAd.getHref() }],
  },
  buy: {
    text: {
      en: 'To buy, choose a category or browse all bikes, open an ad you like and call or WhatsApp the seller directly. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
      si: 'මිලදී ගැනීමට කාණ්ඩයක් තෝරන්න හෝ සියලු යතුරුපැදි බලන්න. ඔබ කැමති දැන්වීම විවෘත කර විකුණුම්කරුට කෙලින්ම කෝල් හෝ WhatsApp කරන්න. සාමාන්‍ය මිල ගණන්: පාවිච්චි කළ යතුරුපැදි {{usedBikes}}, අලුත් යතුරුපැදි {{newBikes}}.',
    },
    links: bikeLinks,
  },
  help: {
    text: {
      en: 'I can help with bikes, spare parts, safety gear, prices and selling: ask me or tap a suggestion. Our support team is available {{hours}} on {{phone}} or {{email}}.',
      si: 'යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල ගණන් සහ විකිණීම ගැන මට උදව් කළ හැකියි: ප්‍රශ්නයක් අසන්න හෝ යෝජනාවක් තෝරන්න. අපගේ සහාය කණ්ඩායම {{hours}} විවෘතයි: {{phone}} අමතන්න, නැතහොත් {{email}} වෙත ඊමේල් කරන්න.',
    },
    links: contactLinks,
  },
  contact: {
    text: {
      en: 'Call us on {{phone}} or email {{email}}. Support hours: {{hours}}.',
      si: 'අපව {{phone}} අංකයෙන් අමතන්න, නැතහොත් {{email}} වෙත ඊමේල් කරන්න. සහාය වේලාවන්: {{hours}}.',
    },
    links: contactLinks,
  },
  thanks: {
    text: {
      en: "You're welcome! Is there anything else I can help you with?",
      si: 'සතුටින්! තවත් යමක් ගැන මට උදව් කළ හැකිද?',
    },
  },
  hello: {
    text: {
      en: 'Hi there! Ask me about bikes, spare parts, safety gear, prices or selling your bike.',
      si: 'ආයුබෝවන්! යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල ගණන් හෝ ඔබේ යතුරුපැදිය විකිණීම ගැන මගෙන් අසන්න.',
    },
  },
  fallback: {
    text: {
      en: "Sorry, I didn't quite get that. Ask about bikes, spare parts, safety gear, prices, selling or contacting us, or tap a suggestion below.",
      si: 'සමාවන්න, මට එය හරියට තේරුණේ නැහැ. යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල, විකිණීම හෝ අප හා සම්බන්ධ වීම ගැන අසන්න, නැතහොත් පහත යෝජනාවක් තෝරන්න.',
    },
  },
};
