import type { Catalog } from '../../catalog';
import { chunkError } from './chunk-error';

export const common: Catalog['common'] = {
  meta: {
    titleSuffix: 'BikeBazaar ශ්‍රී ලංකා',
    homeTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති යතුරුපැදි, ස්කූටර්, අමතර කොටස් සහ බයිකර් ආරක්ෂක උපකරණ',
    homeDescription:
      'ශ්‍රී ලංකාවේ යතුරුපැදි සහ ස්කූටර් මිලදී ගන්න, විකුණන්න. යතුරුපැදි, අමතර කොටස් සහ බයිකර් ආරක්ෂක උපකරණ බලන්න, විකුණුම්කරුට කෝල් හෝ WhatsApp කරන්න, ඔබේ දැන්වීම නොමිලේ පළ කරන්න.',
    sparePartsTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති යතුරුපැදි අමතර කොටස්',
    bikerGearTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති හෙල්මට් සහ බයිකර් ආරක්ෂක උපකරණ',
    browseTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති {{category}}',
    browseDescription:
      'ශ්‍රී ලංකාව පුරා විකිණීමට ඇති {{category}} බලන්න. ස්ථානය, සන්නාමය, වර්ෂය සහ මිල අනුව පෙරහන් යොදන්න.',
    vehicleDescription: '{{location}} හි විකිණීමට ඇති {{title}}. විකුණුම්කරුට කෝල් හෝ WhatsApp කරන්න.',
    vehicleDescriptionSold:
      'විකිණී ඇත: {{title}} තවදුරටත් විකිණීමට නැත. ශ්‍රී ලංකාවේ විකිණීමට ඇති මෙවැනි බයික් බලන්න.',
    vehicleDescriptionNoLocation: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති {{title}}. විකුණුම්කරුට කෝල් හෝ WhatsApp කරන්න.',
    postAdTitle: 'ඔබේ වාහන දැන්වීම පළ කරන්න',
    postAdDescription: 'ඔබේ යතුරුපැදිය හෝ ස්කූටරය විකුණන්න: ඡායාරූප සමඟ නොමිලේ දැන්වීමක් මිනිත්තු කිහිපයකින් පළ කරන්න.',
    notFoundTitle: 'දැන්වීම හමු නොවීය',
    savedTitle: 'සුරැකි දැන්වීම්',
    savedDescription: 'ඔබ මෙම උපාංගයේ සුරැකි යතුරුපැදි සහ ස්කූටර් දැන්වීම්.',
  },
  /** Shown at the top of every page when JavaScript is off. */
  noscript:
    'JavaScript අක්‍රියයි: ඔබට දැන්වීම් කියවිය හැකි නමුත් පෙරහන්, දැන්වීමක් පළ කිරීම සහ BikeBot සඳහා එය අවශ්‍යයි.',
  a11y: {
    skipToContent: 'ප්‍රධාන අන්තර්ගතයට යන්න',
    mainNav: 'ප්‍රධාන මෙනුව',
    openMenu: 'මෙනුව විවෘත කරන්න',
    closeMenu: 'මෙනුව වසන්න',
    logo: 'BikeBazaar මුල් පිටුව',
    newTab: '(නව ටැබයක විවෘත වේ)',
  },
  nav: {
    home: 'මුල් පිටුව',
    spareParts: 'අමතර කොටස්',
    bikerGear: 'බයිකර් ආරක්ෂක උපකරණ',
    postAd: 'දැන්වීම පළ කරන්න',
    saved: 'සුරැකි',
    savedCount: 'සුරැකි දැන්වීම්: {{n}}',
    messages: 'පණිවිඩ',
    switchLanguage: 'භාෂාව මාරු කරන්න',
  },
  categories: {
    scooters: 'ස්කූටර්',
    trail: 'ට්‍රේල් බයික්',
    sport: 'ස්පෝට් බයික්',
    cruiser: 'ක්ලැසික් / ක්‍රූසර් බයික්',
    electric: 'විදුලි බයික්',
    'high-capacity': 'ඉහළ cc බයික්',
    'atv-adv': 'ATV / ADV',
    all: 'යතුරුපැදි',
  },
  footer: {
    tagline: 'යතුරුපැදි, ස්කූටර්, අමතර කොටස් සහ ආරක්ෂක උපකරණ සඳහා ශ්‍රී ලංකාවේ වෙළඳපොළ.',
    quickLinks: 'ඉක්මන් සබැඳි',
    searchBikes: 'යතුරුපැදි සොයන්න',
    browseCategories: 'කාණ්ඩ බලන්න',
    featured: 'විශේෂ දැන්වීම්',
    postAd: 'ඔබේ දැන්වීම පළ කරන්න',
    categories: 'කාණ්ඩ',
    contact: 'අප අමතන්න',
    phone: 'දුරකථනය',
    email: 'ඊමේල්',
    address: 'ලිපිනය',
    followUs: 'අප හා එක්වන්න',
    facebook: 'Facebook',
    youtube: 'YouTube',
    language: 'භාෂාව',
    copyright: '© {{year}} {{site}}. සියලු හිමිකම් ඇවිරිණි.',
  },
  safetyNote: {
    title: 'මිලදී ගැනීමේදී ආරක්ෂිතව සිටින්න',
    advance: 'කිසිවිටෙක කලින් මුදල් ගෙවන්න හෝ තැන්පතු යවන්න එපා.',
    papers: 'ගෙවීමට පෙර යතුරුපැදිය සහ එහි ලියකියවිලි බලන්න.',
    chassis: 'චැසි අංකය ලියාපදිංචි පොතට ගැළපේදැයි පරීක්ෂා කරන්න.',
  },
  contactSeller: {
    button: 'විකුණුම්කරු අමතන්න',
    call: '{{phone}} අමතන්න',
    whatsapp: 'WhatsApp',
    options: '{{name}} සඳහා විකුණුම්කරු අමතන්න',
  },
  currency: {
    vehicle: 'රු.',
    item: 'රු.',
    negotiable: 'සාකච්ඡා කළ හැක',
  },
  status: {
    loading: 'පූරණය වෙමින්…',
  },
  chunkError,
  lists: {
    moreAds: 'තවත් දැන්වීම්',
  },
  pageError: {
    title: 'යමක් වැරදී ඇත',
    body: 'යමක් වැරදී ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',
  },
  placeholder: {
    comingSoon: 'මෙම කොටස සකස් කරමින් පවතී.',
  },
  pwa: {
    label: 'යෙදුමේ තත්ත්වය',
    updateAvailable: 'BikeBazaar හි නව අනුවාදයක් ලැබී ඇත.',
    reload: 'නැවත පූරණය කරන්න',
    later: 'පසුව',
    offlineReady: 'BikeBazaar හි ඔබ විවෘත කරන පිටු දැන් අන්තර්ජාල සම්බන්ධතාවයක් නැතිවත් භාවිත කළ හැක.',
    offline: 'ඔබ දැන් අන්තර්ජාලයට සම්බන්ධ නැත. කලින් විවෘත කළ පිටු තවමත් ක්‍රියා කරයි.',
    dismiss: 'වසන්න',
  },
};
