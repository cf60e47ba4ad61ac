import type { VehicleType } from '../vehicles/vehicle-types';
import { findAliases, lookupAliasStem, type AliasHit } from './alias-index';
import { searchKey } from './search-key';

/** What a chat message asks for, in the list's own filter terms. */
export type BikeSearch = {
  type: VehicleType | 'all';
  make: string | null;
  location: string | null;
  priceMin: number | null;
  priceMax: number | null;
};

/**
 * Words that name a category, in English, Sinhala, Tamil script, Singlish and Tanglish. Each matches at
 * the start of a word (so plurals and case endings still match: scooters, ස්කූටරයක්); ones of
 * three letters or fewer must be the whole word ("adv", not "advice"). First category wins, so
 * "dual sport" is ATV/ADV before "sport" is Sport.
 */
const CATEGORY_WORDS: readonly [VehicleType, readonly string[]][] = [
  [
    'atv-adv',
    [
      'atv',
      'adv',
      'quad',
      'adventure',
      'dual sport',
      'four wheeler',
      'ඇඩ්වෙන්චර්',
      'ක්වොඩ්',
      'அட்வென்ச்சர்',
      'குவாட்',
    ],
  ],
  [
    'high-capacity',
    [
      'high capacity',
      'high cc',
      'big bike',
      'superbike',
      'super bike',
      'heavy bike',
      'ඉහළ ධාරිතා',
      'ඉහළ cc',
      'ලොකු බයික්',
      'හයි cc',
      'loku bike',
      'அதிக திறன்',
      'பெரிய பைக்',
      'சூப்பர் பைக்',
      'periya bike',
    ],
  ],
  [
    'scooters',
    ['scooter', 'scooty', 'scootie', 'moped', 'skuter', 'ස්කූටර', 'ස්කූටි', 'ஸ்கூட்டர', 'ஸ்கூட்டி'],
  ],
  [
    'electric',
    [
      'electric',
      'e bike',
      'ebike',
      'ev',
      'ඉලෙක්ට්‍රික්',
      'විදුලි',
      'viduli',
      'widuli',
      'மின்சார',
      'எலக்ட்ரிக்',
      'minsara',
    ],
  ],
  [
    'trail',
    [
      'trail',
      'dirt bike',
      'off road',
      'offroad',
      'motocross',
      'scrambler',
      'ට්‍රේල්',
      'ට්‍රයල්',
      'ட்ரெயில்',
      'டிரெயில்',
    ],
  ],
  [
    'cruiser',
    ['cruiser', 'chopper', 'classic', 'krusar', 'ක්‍රූසර්', 'ක්ලැසික්', 'க்ரூசர்', 'குரூசர்', 'கிளாசிக்'],
  ],
  ['sport', ['sport', 'racing', 'racer', 'ස්පෝට්', 'ස්පෝර්ට්', 'ரேசிங்', 'ஸ்போர்ட்']],
];

let categoryKeys: [VehicleType, string[]][] | undefined;

function findCategory(key: string): VehicleType | null {
  categoryKeys ??= CATEGORY_WORDS.map(([type, words]) => [type, words.map(searchKey)]);
  const padded = ` ${key} `;
  for (const [type, words] of categoryKeys) {
    for (const word of words) {
      const at = padded.indexOf(` ${word}`);
      if (at === -1) continue;
      if (word.length > 3 || /^s? /.test(padded.slice(at + word.length + 1))) return type;
    }
  }
  return null;
}

const UNITS: readonly [RegExp, number][] = [
  [/^(k|ks|දහස|ஆயிரம்|aayiram|ayiram)/u, 1_000],
  [/^(lakhs?|laks?|lacs?|lks?|lakshs?|latch|lats|ලක්ෂ|ලක්ෂය|லட்ச)/u, 100_000],
  [/^(mn|million|mil|මිලියන|மில்லியன்)/u, 1_000_000],
];
/** Words next to a number that make it an upper or a lower limit. */
const BELOW =
  /(under|below|less|max|upto|up to|within|budget|cheaper|අඩු|යටතේ|ඇතුළත|දක්වා|adu|yatathe|athulatha|குறைவ|கீழ்|க்குள்|வரை|kuraiv|keezh|kkul|\bkul|\bvarai)/u;
const ABOVE =
  /(over|above|more than|min|from|වැඩි|ඉහළ|vadi|wadi|மேல்|அதிகம்|\bmel\b|\bmela|athigam|adhigam)/u;
const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*/gu;

function findPrice(text: string): { priceMin: number | null; priceMax: number | null } {
  for (const match of text.matchAll(NUMBER)) {
    const digits = match[1]!;
    if (/^0\d{8,}/.test(digits.replace(/,/g, ''))) continue; // a phone number
    const after = text.slice(match.index + match[0].length);
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    let value = Number(digits.replace(/,/g, ''));
    // The unit after the number (5 lakhs, 50k) or before it (ලක්ෂ 5).
    const unit =
      UNITS.find(([pattern]) => pattern.test(after)) ??
      UNITS.find(([pattern]) => pattern.test(before.trim().split(' ').pop() ?? ''));
    if (unit) value *= unit[1];
    else if (value < 10_000 && !/(rs|රු|ரூ|lkr)\.?\s*$/u.test(before)) continue; // a year, cc
    value = Math.round(value);
    if (!Number.isFinite(value) || value <= 0 || value > 100_000_000) continue;
    const near = `${before} ${after.slice(0, 24)}`;
    return ABOVE.test(near) && !BELOW.test(near)
      ? { priceMin: value, priceMax: null }
      : { priceMin: null, priceMax: value };
  }
  return { priceMin: null, priceMax: null };
}

/**
 * The bikes a chat message asks for: a category, a brand, a town and a price limit, each in
 * English, Sinhala, Tamil script, Singlish or Tanglish ("cheap scooter in Kandy", "500,000ට අඩු
 * ස්කූටර්", "yamaha 5 lakhs", "kandy-la scooter 3 latcham-kku keezh"). Null when the message names none of them.
 */
export function recogniseBikeSearch(message: string): BikeSearch | null {
  const text = message
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, '');
  const key = searchKey(text);
  const words = key.split(' ').filter(Boolean);
  const hits: AliasHit[] = findAliases(words, true).flatMap(({ hit, start, end }) => {
    const found = hit ?? (end - start === 1 ? lookupAliasStem(words[start]!) : undefined);
    return found ? [found] : [];
  });
  const search: BikeSearch = {
    type: findCategory(key) ?? 'all',
    make: hits.find((hit) => hit.kind === 'make')?.name ?? null,
    location: hits.find((hit) => hit.kind === 'place')?.name ?? null,
    ...findPrice(text),
  };
  const named =
    search.type !== 'all' ||
    search.make !== null ||
    search.location !== null ||
    search.priceMin !== null ||
    search.priceMax !== null;
  return named ? search : null;
}
