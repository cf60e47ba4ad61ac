import { findAliases } from '../search/alias-index';
import { findPrice, isPriceWord } from '../search/find-price';
import { partWordOf } from '../search/part-words';
import { searchKey } from '../search/search-key';
import { itemSearchParams, type ItemSearch } from './item-search';
import {
  gearBrands,
  type GearCategory,
  type GearSize,
  type HelmetType,
  type ItemKind,
  type PartCategory,
} from './item-types';

/**
 * A typed request for a part or riding gear, read into the Spare Parts or Biker Gear list's
 * filters (item-search.ts): "full face helmet size M under 15,000 in Kandy", "ටයර් එකක් ඕනේ",
 * "டயர் வேணும்", "pulsar 150 brake pads". BikeBot and the home search both read with it.
 *
 * What it knows becomes a filter (category, helmet type, size, a gear brand, price, town); any
 * other word (a bike's name, a part number) makes the request a search: its words, less the
 * filler and the words a filter took, become the list's search text (which finds a category's
 * words in ads too), and the category is then left open so a seller's other choice still shows.
 */

/** The category each English part or gear word (part-words.ts) names. */
const CATEGORY_OF: Readonly<Record<string, PartCategory | GearCategory>> = {
  tyre: 'tyres',
  tube: 'tyres',
  wheel: 'tyres',
  rim: 'tyres',
  brake: 'brakes',
  pads: 'brakes',
  disc: 'brakes',
  chain: 'chains',
  sprocket: 'chains',
  battery: 'electrical',
  wiring: 'electrical',
  headlight: 'lighting',
  bulb: 'lighting',
  indicator: 'lighting',
  light: 'lighting',
  piston: 'engine',
  clutch: 'engine',
  engine: 'engine',
  carburettor: 'engine',
  crankcase: 'engine',
  silencer: 'exhaust',
  shock: 'suspension',
  suspension: 'suspension',
  fork: 'suspension',
  frame: 'bodyFrame',
  seat: 'bodyFrame',
  mirror: 'accessories',
  helmet: 'helmets',
  gloves: 'gloves',
  jacket: 'jackets',
  boots: 'boots',
  raincoat: 'rainGear',
  rain: 'rainGear',
  vest: 'reflectiveVests',
};

const GEAR_CATEGORIES: ReadonlySet<string> = new Set([
  'helmets',
  'gloves',
  'jackets',
  'boots',
  'rainGear',
  'reflectiveVests',
]);

/** Words beyond part-words.ts that name a category, each in its English form. */
const MORE_PART_WORDS: Readonly<Record<string, readonly string[]>> = {
  wheel: ['wheels', 'වීල්', 'රෝදය', 'வீல்', 'சக்கரம்'],
  rim: ['rims', 'රිම්', 'ரிம்'],
  disc: ['disk', 'ඩිස්ක්', 'டிஸ்க்'],
  wiring: ['wire', 'වයරින්', 'வயரிங்'],
  light: ['lights', 'lamp', 'ලයිට්', 'லைட்'],
  crankcase: ['crank case', 'ක්‍රෑන්ක් කේස්', 'க்ராங்க் கேஸ்'],
  suspension: ['සස්පෙන්ෂන්', 'சஸ்பென்ஷன்'],
  fork: ['forks', 'ෆෝක්', 'போர்க்'],
  frame: ['chassis', 'ෆ්‍රේම්', 'චැසි', 'ஃப்ரேம்', 'சேசிஸ்'],
  raincoat: ['rain coat', 'රේන් කෝට්', 'වැසි කබාය', 'மழை உடை', 'மழைக்கோட்'],
  // Sinhala and Tamil case forms part-words.ts leaves out.
  tyre: ['ටයරේ', 'ටයර්ස්', 'டயரை', 'டயர்கள்', 'ரயர்', 'tayar', 'tayer'],
  helmet: ['හෙල්මට්ටුවක්', 'හෙල්මට් එකක්', 'ஹெல்மெட்டு', 'ஹெல்மெற்', 'தலைக்கவசம்'],
};

/** What the buyer calls the section itself: parts or gear, no category. */
const KIND_WORDS: Readonly<Record<ItemKind, readonly string[]>> = {
  part: [
    'spare',
    'spares',
    'part',
    'parts',
    'අමතර',
    'කොටස්',
    'කොටස',
    'ස්පෙයා',
    'ස්පෙයාර්',
    'පාට්',
    'පාට්ස්',
    'පාර්ට්ස්',
    'උතිරි',
    'உதிரி',
    'உதிரிப்',
    'பாகம்',
    'பாகங்கள்',
    'ஸ்பெயர்',
    'பாட்ஸ்',
    'பார்ட்ஸ்',
    'kotas',
    'kotasa',
    'paats',
    'uthiri',
    'baagam',
  ],
  gear: [
    'gear',
    'biker',
    'bikers',
    'riding',
    'safety',
    'ආරක්ෂක',
    'උපකරණ',
    'බයිකර්',
    'பாதுகாப்பு',
    'உபகரணங்கள்',
    'உபகரண',
    'பைக்கர்',
    'arakshaka',
  ],
};

/** Words that only carry the request: "I want", "a", "one", "for", "please", "in". */
const FILLER = new Set(
  [
    'i',
    'im',
    'me',
    'my',
    'we',
    'a',
    'an',
    'the',
    'any',
    'some',
    'for',
    'in',
    'at',
    'of',
    'to',
    'with',
    'and',
    'or',
    'need',
    'needed',
    'want',
    'wanted',
    'looking',
    'look',
    'find',
    'show',
    'buy',
    'get',
    'sale',
    'selling',
    'sell',
    'available',
    'please',
    'pls',
    'what',
    'whats',
    'does',
    'how',
    'much',
    'price',
    'prices',
    'cost',
    'costs',
    'where',
    'can',
    'which',
    'good',
    'best',
    'kit',
    'set',
    'mila',
    'ganan',
    'gana',
    'keeyada',
    'kiyada',
    'vilai',
    'evvalavu',
    'evlo',
    'මිල',
    'ගාන',
    'ගණන',
    'කීයද',
    'விலை',
    'எவ்வளவு',
    'plz',
    'is',
    'are',
    'there',
    'do',
    'you',
    'have',
    'bike',
    'motorbike',
    'motorcycle',
    'size',
    'sized',
    'type',
    'one',
    // Sinhala and Singlish.
    'මට',
    'මං',
    'මම',
    'ඕනේ',
    'ඕනෑ',
    'ඕන',
    'ඕනි',
    'එකක්',
    'එක',
    'එකක',
    'ගන්න',
    'තියෙනවද',
    'තියනවද',
    'තියෙද',
    'හොයනවා',
    'විකිණීමට',
    'සයිස්',
    'සයිස්',
    'ප්‍රමාණය',
    'බයික්',
    'බයික්',
    'එකට',
    'සඳහා',
    'වලට',
    'mata',
    'one',
    'oni',
    'onee',
    'ekak',
    'eka',
    'ganna',
    'thiyanawada',
    'tiyenawada',
    'thiyenawada',
    'saiz',
    // Tamil and Tanglish.
    'எனக்கு',
    'ஒரு',
    'வேணும்',
    'வேண்டும்',
    'தேவை',
    'இருக்கா',
    'இருக்கிறதா',
    'வாங்க',
    'சைஸ்',
    'அளவு',
    'பைக்',
    'பைக்குக்கு',
    'க்கு',
    'enakku',
    'oru',
    'venum',
    'vendum',
    'thevai',
    'irukka',
    'vaanga',
  ].map(searchKey),
);

const SIZE_WORDS = new Set(
  ['size', 'sized', 'සයිස්', 'ප්‍රමාණය', 'saiz', 'சைஸ்', 'அளவு'].map(searchKey),
);
const SIZES: Readonly<Record<string, GearSize>> = {
  xs: 'XS',
  s: 'S',
  small: 'S',
  m: 'M',
  medium: 'M',
  l: 'L',
  large: 'L',
  xl: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
};
/** One letter is a size only beside a size word ("size M", "M සයිස්"); these anywhere. */
const SIZES_ANYWHERE = new Set(['xs', 'xl', 'xxl', '2xl', 'small', 'medium', 'large']);

const CONDITIONS: readonly ['new' | 'used' | 'refurbished', readonly string[]][] = [
  ['new', ['new', 'brand new', 'අලුත්', 'අලුත්ම', 'aluth', 'alut', 'புதிய', 'புது', 'puthu', 'pudhu']],
  [
    'used',
    [
      'used',
      'second hand',
      'පාවිච්චි කළ',
      'පාවිච්චි',
      'පරණ',
      'paavichchi',
      'parana',
      'பாவித்த',
      'பழைய',
      'பயன்படுத்திய',
      'pavitha',
    ],
  ],
  ['refurbished', ['refurbished', 'reconditioned', 'recondition', 'රීකන්ඩිෂන්', 'ரீகண்டிஷன்']],
];

/** Longest first; a bare "full" or "half" only before a helmet word. */
const HELMET_TYPES: readonly [HelmetType, readonly string[]][] = [
  ['full', ['full face', 'fullface', 'full-face', 'ෆුල් ෆේස්', 'ෆුල්ෆේස්', 'ஃபுல் ஃபேஸ்', 'புல் பேஸ்']],
  ['openFace', ['open face', 'openface', 'ඕපන් ෆේස්', 'ஓபன் ஃபேஸ்']],
  ['half', ['half face', 'halfface', 'හාෆ් ෆේස්', 'ஹாஃப் ஃபேஸ்']],
  ['modular', ['modular', 'flip up', 'flipup', 'මොඩියුලර්', 'மொடியுலர்', 'மாடுலர்']],
];
const BARE_HELMET_TYPES: readonly [HelmetType, readonly string[]][] = [
  ['full', ['full', 'ෆුල්', 'ஃபுல்']],
  ['half', ['half', 'හාෆ්', 'ஹாஃப்']],
  ['openFace', ['open', 'ඕපන්', 'ஓபன்']],
];

let partWordKeys: Map<string, string> | undefined;
let kindKeys: Map<string, ItemKind> | undefined;
let helmetKeys: [HelmetType, string[]][] | undefined;
let bareHelmetKeys: Map<string, HelmetType> | undefined;
let gearBrandKeys: Map<string, string> | undefined;

function englishWord(key: string): string | undefined {
  partWordKeys ??= new Map(
    Object.entries(MORE_PART_WORDS).flatMap(([word, spellings]) =>
      [word, ...spellings].map((spelling) => [searchKey(spelling), word] as const),
    ),
  );
  return partWordKeys.get(key) ?? partWordOf(key);
}

function categoryOf(key: string): PartCategory | GearCategory | undefined {
  const word = englishWord(key);
  return word ? CATEGORY_OF[word] : undefined;
}

function kindOf(key: string): ItemKind | undefined {
  kindKeys ??= new Map(
    (Object.entries(KIND_WORDS) as [ItemKind, readonly string[]][]).flatMap(([kind, words]) =>
      words.map((word) => [searchKey(word), kind] as const),
    ),
  );
  return kindKeys.get(key);
}

/** A request read: the list it opens, as `kind` and its URL parameters. */
export type ItemRequest = { search: ItemSearch; href: string };

type Word = { typed: string; key: string; used: boolean };

/** NFC, lower case, digit groups joined ("15,000" is one word); the joiners stay for the search text (searchKey drops them). */
function plain(message: string): string {
  return message
    .normalize('NFC')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1');
}

function words(text: string): Word[] {
  return text
    .split(/[\s,!?;:()"'/]+|\.(?!\d)/u)
    .filter(Boolean)
    .map((typed) => ({ typed, key: searchKey(typed), used: false }))
    .filter((word) => word.key !== '');
}

/** The words of `keys` matched from `at` ("full face" over two words or one). */
function matchesAt(list: Word[], at: number, phrase: string): number {
  const parts = phrase.split(' ');
  for (let i = 0; i < parts.length; i += 1) {
    if (list[at + i]?.key !== parts[i]) return 0;
  }
  return parts.length;
}

function takeHelmetType(list: Word[]): HelmetType | null {
  helmetKeys ??= HELMET_TYPES.map(([type, spellings]) => [type, spellings.map(searchKey)]);
  bareHelmetKeys ??= new Map(
    BARE_HELMET_TYPES.flatMap(([type, spellings]) => spellings.map((s) => [searchKey(s), type])),
  );
  for (let at = 0; at < list.length; at += 1) {
    for (const [type, phrases] of helmetKeys) {
      for (const phrase of phrases) {
        const n = matchesAt(list, at, phrase);
        if (!n) continue;
        for (let i = at; i < at + n; i += 1) list[i]!.used = true;
        return type;
      }
    }
    const bare = bareHelmetKeys.get(list[at]!.key);
    const next = list[at + 1];
    if (bare && next && categoryOf(next.key) === 'helmets') {
      list[at]!.used = true;
      return bare;
    }
  }
  return null;
}

function takeSize(list: Word[]): GearSize | null {
  for (let at = 0; at < list.length; at += 1) {
    const word = list[at]!;
    const size = SIZES[word.key];
    if (!size) continue;
    const besideSizeWord =
      SIZE_WORDS.has(list[at - 1]?.key ?? '') || SIZE_WORDS.has(list[at + 1]?.key ?? '');
    if (besideSizeWord || SIZES_ANYWHERE.has(word.key)) {
      word.used = true;
      return size;
    }
  }
  return null;
}

function takeCondition(list: Word[], kind: ItemKind) {
  for (let at = 0; at < list.length; at += 1) {
    for (const [condition, spellings] of CONDITIONS) {
      if (condition === 'refurbished' && kind === 'gear') continue;
      for (const spelling of spellings) {
        const n = matchesAt(list, at, searchKey(spelling));
        if (!n) continue;
        for (let i = at; i < at + n; i += 1) list[i]!.used = true;
        return condition;
      }
    }
  }
  return null;
}

function takeGearBrand(list: Word[]): string | null {
  gearBrandKeys ??= new Map(gearBrands.map((brand) => [searchKey(brand), brand]));
  for (const word of list) {
    const brand = gearBrandKeys.get(word.key);
    if (brand && !word.used) {
      word.used = true;
      return brand;
    }
  }
  return null;
}

/**
 * The town named (its words marked used) and which words name a bike (make or model): a
 * bike's name makes the request a search, its words kept.
 */
function takeTownAndBikes(list: Word[]): { location: string | null; bikeWords: Set<number> } {
  const found = findAliases(
    list.map((word) => word.key),
    true,
  );
  let location: string | null = null;
  const bikeWords = new Set<number>();
  for (const { hit, start, end } of found) {
    if (!hit || list.slice(start, end).some((word) => word.used)) continue;
    if (hit.kind === 'place' && location === null) {
      for (let i = start; i < end; i += 1) list[i]!.used = true;
      location = hit.name;
    } else if (hit.kind !== 'place') {
      for (let i = start; i < end; i += 1) bikeWords.add(i);
    }
  }
  return { location, bikeWords };
}

const CHEAP = new Set(
  [
    'cheap',
    'cheapest',
    'aduwata',
    'aduvata',
    'laba',
    'අඩුවට',
    'ලාභ',
    'ලාබ',
    'மலிவு',
    'மலிவான',
    'malivu',
  ].map(searchKey),
);

/**
 * findPrice's rules, and one more for parts and gear, which cost less than bikes: a number of
 * 100 or more beside a limit word ("under 2500", "2500ට අඩු") is a price, as "Rs. 2500" is.
 */
function readPrice(list: Word[], text: string) {
  const price = findPrice(text.replace(/[\u200C\u200D]/g, ''));
  if (price.priceMax !== null || price.priceMin !== null) return price;
  for (let at = 0; at < list.length; at += 1) {
    const n = Number(/^\d+/.exec(list[at]!.typed)?.[0] ?? NaN);
    if (!(n >= 100)) continue;
    const before = list[at - 1]?.typed;
    const after = list[at + 1]?.typed;
    if ((before && isPriceWord(before)) || (after && isPriceWord(after))) {
      const marked = list.map((word, i) => (i === at ? `rs ${word.typed}` : word.typed));
      return findPrice(marked.join(' ').replace(/[\u200C\u200D]/g, ''));
    }
  }
  return price;
}

function takePrice(list: Word[], text: string) {
  const price = readPrice(list, text);
  const value = price.priceMax ?? price.priceMin;
  if (value === null) return price;
  for (const word of list) {
    const digits = /^\d+(?:\.\d+)?/.exec(word.typed)?.[0];
    if (digits) {
      const n = Number(digits);
      // The price's own number (15,000, 15k, 1.5 lakhs), not a model's (Pulsar 150).
      const rest = word.typed.slice(digits.length);
      if (n === value || rest !== '' || n * 1_000 === value || n * 100_000 === value) {
        word.used = true;
      }
    } else if (isPriceWord(word.typed)) word.used = true;
  }
  return price;
}

/**
 * The parts or gear list a message asks for, or null when it names neither a part, a piece of
 * gear nor the section. `kind`: what BikeBot's keyword rules already chose (SPEC.md's order).
 */
export function readItemRequest(message: string, kind?: ItemKind): ItemRequest | null {
  const text = plain(message);
  const list = words(text);
  let category: PartCategory | GearCategory | null = null;
  let named: ItemKind | null = null;
  for (let at = 0; at < list.length; at += 1) {
    const word = list[at]!;
    const next = list[at + 1];
    // Two words ("rain coat", "crank case", "හෙල්මට් එකක්") read as one first.
    const pair = next && !next.used ? categoryOf(`${word.key} ${next.key}`) : undefined;
    if (pair && next) {
      category ??= pair;
      word.used = next.used = true;
      continue;
    }
    const section = kindOf(word.key);
    if (section) {
      named ??= section;
      word.used = true;
      continue;
    }
    const found = categoryOf(word.key);
    if (found) {
      category ??= found;
      word.used = true;
    }
  }
  const categoryKind: ItemKind | null =
    category === null ? null : GEAR_CATEGORIES.has(category) ? 'gear' : 'part';
  const chosen = kind ?? categoryKind ?? named;
  if (!chosen) return null;
  // A helmet word in a parts request ("helmet lock") is a search word, not gear's category.
  if (categoryKind !== null && categoryKind !== chosen) {
    category = null;
    for (const word of list) if (categoryOf(word.key)) word.used = false;
  }
  const helmetType = chosen === 'gear' ? takeHelmetType(list) : null;
  if (helmetType) category = 'helmets';
  const size = chosen === 'gear' ? takeSize(list) : null;
  const brand = chosen === 'gear' ? takeGearBrand(list) : null;
  const condition = takeCondition(list, chosen);
  const { priceMin, priceMax } = takePrice(list, text);
  const { location, bikeWords } = takeTownAndBikes(list);
  let cheap = false;
  for (const word of list) {
    if (CHEAP.has(word.key)) cheap = word.used = true;
    if (FILLER.has(word.key)) word.used = true;
  }
  // Only a bike's name, a number (a part number, a model's cc) or a word of the other section
  // makes a search: any other word left ("what", "does") is no reason to narrow the list.
  const searching = list.some(
    (word, i) => !word.used && (bikeWords.has(i) || /\d/.test(word.key) || categoryOf(word.key)),
  );
  const searchWords = list.filter((word) => !word.used || categoryOf(word.key));
  const q = searching ? searchWords.map((word) => word.typed).join(' ') : '';
  const common = {
    brand: brand ? [brand] : [],
    q,
    priceMin,
    priceMax,
    location,
  };
  const search: ItemSearch =
    chosen === 'part'
      ? {
          kind: 'part',
          sort: cheap ? 'price-asc' : 'newest',
          filters: {
            ...common,
            category: searching ? null : (category as PartCategory | null),
            condition,
            fits: null,
          },
        }
      : {
          kind: 'gear',
          sort: cheap ? 'price-asc' : 'newest',
          filters: {
            ...common,
            // A helmet type is a helmet's own filter, so its category stays with it.
            category: searching && !helmetType ? null : (category as GearCategory | null),
            condition: condition === 'refurbished' ? null : condition,
            size,
            band: null,
            helmetType,
            slsOnly: false,
          },
        };
  // Nothing but the section's name ("spare parts") opens the plain list, as the script does.
  const params = itemSearchParams(search);
  if (kind && params.toString() === '') return null;
  return { search, href: itemListHref(search) };
}

/** The list's address: `/?view=spare-parts&…` or `/?view=biker-gear&…`. */
export function itemListHref(search: ItemSearch): string {
  const params = new URLSearchParams({
    view: search.kind === 'part' ? 'spare-parts' : 'biker-gear',
  });
  for (const [key, value] of itemSearchParams(search)) params.append(key, value);
  return `/?${params.toString()}`;
}
