import type { Catalog } from '../../catalog';

export const home: Catalog['home'] = {
  hero: {
    title: 'ඔබට ගැළපෙන යතුරුපැදිය මෙතැනින් සොයාගන්න',
    subtitle:
      'දිවයින පුරා විකුණුම්කරුවන්ගෙන් යතුරුපැදි, ස්කූටර්, අමතර කොටස් සහ ආරක්ෂක උපකරණ. ඔවුන්ට කෙලින්ම කෝල් හෝ WhatsApp කරන්න.',
    postAd: 'ඔබේ දැන්වීම පළ කරන්න',
  },
  search: {
    title: 'යතුරුපැදි සොයන්න',
    brand: 'සන්නාමය',
    allBrands: 'සියල්ල',
    model: 'මාදිලිය',
    modelPlaceholder: 'උදා: Dio, FZ, Pulsar',
    price: 'මිල පරාසය',
    anyPrice: 'සියල්ල',
    prices: {
      '0-100000': 'රු. 100,000ට අඩු',
      '100000-300000': 'රු. 100,000 – 300,000',
      '300000-500000': 'රු. 300,000 – 500,000',
      '500000+': 'රු. 500,000ට වැඩි',
    },
    location: 'ස්ථානය',
    allLocations: 'සියල්ල',
    locations: {
      colombo: 'කොළඹ',
      kandy: 'මහනුවර',
      galle: 'ගාල්ල',
      jaffna: 'යාපනය',
      negombo: 'මීගමුව',
    },
    submit: 'සොයන්න',
  },
  categories: {
    title: 'කාණ්ඩ අනුව බලන්න',
  },
  featured: {
    title: 'විශේෂ දැන්වීම්',
    viewAll: 'සියලු යතුරුපැදි බලන්න',
    year: 'වර්ෂය {{year}}',
    conditions: { New: 'අලුත්', Used: 'පාවිච්චි කළ' },
    more: 'වැඩි විස්තර',
    moreAbout: '{{title}} ගැන වැඩි විස්තර',
    error: 'විශේෂ දැන්වීම් පූරණය කළ නොහැකි විය.',
  },
};
