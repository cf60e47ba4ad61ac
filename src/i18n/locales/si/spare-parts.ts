import type { Catalog } from '../../catalog';

export const spareParts: Catalog['spareParts'] = {
  hero: {
    title: 'අමතර කොටස්',
    subtitle:
      'Honda, Yamaha, Bajaj, TVS සහ Hero යතුරුපැදි සඳහා එන්ජින්, ටයර්, විදුලි සහ චේන් කොටස්, ශ්‍රී ලංකාව පුරා විකුණුම්කරුවන්ගෙන්.',
  },
  filters: {
    title: 'කොටස් පෙරහන්',
    brand: 'සන්නාමය',
    allBrands: 'සියල්ල',
    compatibility: 'ගැළපෙන මාදිලිය',
    compatibilityPlaceholder: 'උදා: Pulsar 150',
    condition: 'තත්ත්වය',
    anyCondition: 'සියල්ල',
    reset: 'පෙරහන් යළි සකසන්න',
  },
  categories: {
    label: 'කාණ්ඩය',
    all: 'සියලු කොටස්',
    engine: 'එන්ජින්',
    tyres: 'ටයර් සහ රෝද',
    electrical: 'විදුලි කොටස්',
    chains: 'චේන් සහ ස්පොකට්',
    accessories: 'ඇක්සසරීස්',
  },
  conditions: { new: 'අලුත්', used: 'පාවිච්චි කළ', refurbished: 'රීකන්ඩිෂන් කළ' },
  sort: {
    label: 'පෙළගස්වන්න',
    newest: 'නවතම',
    'price-asc': 'මිල: අඩු සිට වැඩි',
    'price-desc': 'මිල: වැඩි සිට අඩු',
  },
  list: {
    countOne: 'අයිතම 1ක්',
    countOther: 'අයිතම {{n}}ක්',
    empty: 'මෙම පෙරහන්වලට ගැළපෙන කොටස් නැත.',
    fits: 'ගැළපෙන්නේ: {{models}}',
  },
};
