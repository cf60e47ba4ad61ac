import type { VehicleType } from '../vehicles/vehicle-types';
import { findAliases, type AliasHit } from './alias-index';
import { findPrice } from './find-price';
import { findYear } from './find-year';
import { searchKey } from './search-key';

export type BikeSearch = {
  type: VehicleType | 'all';
  make: string | null;
  model: string | null;
  location: string | null;
  priceMin: number | null;
  priceMax: number | null;
  /** A model year asked for ("fz 2019"): the list's year filter, from and to. */
  year: number | null;
  sort: 'price-asc' | null;
};

/** Matched at a word's start (plurals, case endings); three letters or fewer whole. First wins. */
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

const CHEAP_WORDS: readonly string[] = [
  'cheap',
  'low price',
  'lowest price',
  'aduwata',
  'aduvata',
  'adu mila',
  'adu gana',
  'adu ganan',
  'laba',
  'අඩුවට',
  'අඩු මිල',
  'අඩු ගණන',
  'ලාභ',
  'ලාබ',
  'மலிவ',
  'விலை குறைவ',
  'விலை குறைந்த',
  'குறைந்த விலை',
  'malivu',
  'malivana',
  'vilai kuraivu',
  'vilai kuranja',
];

let categoryKeys: [VehicleType, string[]][] | undefined;
let cheapKeys: string[] | undefined;

function startsAWord(padded: string, word: string): boolean {
  return padded.includes(` ${word}`);
}

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

function read(message: string): { search: BikeSearch; models: string[] } {
  const text = message
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, '');
  const key = searchKey(text);
  const words = key.split(' ').filter(Boolean);
  const hits: AliasHit[] = findAliases(words, true).flatMap(({ hit }) => (hit ? [hit] : []));
  cheapKeys ??= CHEAP_WORDS.map(searchKey);
  // "classic" names the cruiser category, not only Royal Enfield's model.
  const models = hits.flatMap((hit) =>
    hit.kind === 'model' && !findCategory(hit.key) ? [hit.name] : [],
  );
  const search: BikeSearch = {
    type: findCategory(key) ?? 'all',
    make: hits.find((hit) => hit.kind === 'make')?.name ?? null,
    model: models[0] ?? null,
    location: hits.find((hit) => hit.kind === 'place')?.name ?? null,
    ...findPrice(text),
    year: findYear(text),
    sort: cheapKeys.some((word) => startsAWord(` ${key} `, word)) ? 'price-asc' : null,
  };
  return { search, models };
}

export function recogniseBikeSearch(message: string): BikeSearch | null {
  const { search } = read(message);
  const named =
    search.type !== 'all' ||
    search.make !== null ||
    search.model !== null ||
    search.sort !== null ||
    search.location !== null ||
    search.priceMin !== null ||
    search.priceMax !== null ||
    search.year !== null;
  return named ? search : null;
}

/** Named category, town, price or year become filters; only model names stay a keyword. */
export function readBikeRequest(text: string): { search: BikeSearch; keyword: string } | null {
  const { search, models } = read(text);
  const request =
    search.type !== 'all' ||
    search.sort !== null ||
    search.location !== null ||
    search.priceMin !== null ||
    search.priceMax !== null ||
    search.year !== null;
  return request ? { search, keyword: models.join(' ') } : null;
}
