import type { Catalog } from '../../catalog';

export const bikerGear: Catalog['bikerGear'] = {
  hero: {
    title: 'බයිකර් ආරක්ෂක උපකරණ',
    subtitle:
      'විශ්වාසවන්ත සන්නාමවල හෙල්මට්, අත්වැසුම්, ජැකට්, බූට්ස් සහ වැසි ඇඳුම්, ශ්‍රී ලංකාව පුරා රයිඩර්ලාගෙන් සහ තහවුරු කළ වෙළඳසැල්වලින්.',
  },
  filters: {
    title: 'උපකරණ පෙරහන්',
    size: 'ප්‍රමාණය',
    anySize: 'සියල්ල',
    brand: 'සන්නාමය',
    allBrands: 'සියල්ල',
    price: 'මිල (රු.)',
    anyPrice: 'සියල්ල',
    bands: {
      'up-to-5000': '5,000 දක්වා',
      '5000-15000': '5,000-15,000',
      '15000-30000': '15,000-30,000',
      '30000-plus': '30,000 සහ ඊට වැඩි',
    },
    condition: 'තත්ත්වය',
    anyCondition: 'සියල්ල',
    verifiedOnly: 'තහවුරු කළ විකුණුම්කරුවන් පමණක්',
    reset: 'පෙරහන් යළි සකසන්න',
  },
  categories: {
    label: 'කාණ්ඩය',
    all: 'සියලු උපකරණ',
    helmets: 'හෙල්මට්',
    gloves: 'අත්වැසුම්',
    jackets: 'ජැකට්',
    boots: 'බූට්ස්',
    rainGear: 'වැසි ඇඳුම්',
    reflectiveVests: 'රිෆ්ලෙක්ටර් ජැකට්',
  },
  helmetTypes: {
    label: 'හෙල්මට් වර්ගය',
    all: 'සියලු හෙල්මට්',
    full: 'ෆුල් ෆේස්',
    half: 'හාෆ්',
    modular: 'මොඩියුලර්',
  },
  conditions: { new: 'අලුත්', used: 'පාවිච්චි කළ' },
  sort: {
    label: 'පෙළගස්වන්න',
    newest: 'නවතම',
    'price-asc': 'මිල: අඩු සිට වැඩි',
    'price-desc': 'මිල: වැඩි සිට අඩු',
  },
  list: {
    countOne: 'අයිතම 1ක්',
    countOther: 'අයිතම {{n}}ක්',
    empty: 'මෙම පෙරහන්වලට ගැළපෙන උපකරණ නැත.',
    size: 'ප්‍රමාණය {{size}}',
    verified: 'තහවුරු කළ විකුණුම්කරු',
    rating: 'තරු 5න් {{n}}ක්',
  },
};
