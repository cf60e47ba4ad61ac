import type { Language } from '@/i18n/languages';

export type LocalizedText = { en: string; si: string };

/**
 * Sri Lankan districts and the larger towns sellers name, in English and in Sinhala as the
 * island writes them. Ads store the English name (what sellers type and filters match on);
 * pages show it in the reader's language.
 */
export const places = {
  colombo: { en: 'Colombo', si: 'කොළඹ' },
  kandy: { en: 'Kandy', si: 'මහනුවර' },
  galle: { en: 'Galle', si: 'ගාල්ල' },
  jaffna: { en: 'Jaffna', si: 'යාපනය' },
  negombo: { en: 'Negombo', si: 'මීගමුව' },
  kurunegala: { en: 'Kurunegala', si: 'කුරුණෑගල' },
  matara: { en: 'Matara', si: 'මාතර' },
  anuradhapura: { en: 'Anuradhapura', si: 'අනුරාධපුරය' },
  ratnapura: { en: 'Ratnapura', si: 'රත්නපුර' },
  gampaha: { en: 'Gampaha', si: 'ගම්පහ' },
  badulla: { en: 'Badulla', si: 'බදුල්ල' },
  nuwaraEliya: { en: 'Nuwara Eliya', si: 'නුවරඑළිය' },
  trincomalee: { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය' },
  batticaloa: { en: 'Batticaloa', si: 'මඩකලපුව' },
  kalutara: { en: 'Kalutara', si: 'කළුතර' },
  ampara: { en: 'Ampara', si: 'අම්පාර' },
  hambantota: { en: 'Hambantota', si: 'හම්බන්තොට' },
  kegalle: { en: 'Kegalle', si: 'කෑගල්ල' },
  kilinochchi: { en: 'Kilinochchi', si: 'කිලිනොච්චිය' },
  mannar: { en: 'Mannar', si: 'මන්නාරම' },
  matale: { en: 'Matale', si: 'මාතලේ' },
  monaragala: { en: 'Monaragala', si: 'මොණරාගල' },
  mullaitivu: { en: 'Mullaitivu', si: 'මුලතිව්' },
  polonnaruwa: { en: 'Polonnaruwa', si: 'පොළොන්නරුව' },
  puttalam: { en: 'Puttalam', si: 'පුත්තලම' },
  vavuniya: { en: 'Vavuniya', si: 'වවුනියාව' },
  moratuwa: { en: 'Moratuwa', si: 'මොරටුව' },
  dehiwala: { en: 'Dehiwala', si: 'දෙහිවල' },
  nugegoda: { en: 'Nugegoda', si: 'නුගේගොඩ' },
  maharagama: { en: 'Maharagama', si: 'මහරගම' },
  panadura: { en: 'Panadura', si: 'පානදුර' },
  kelaniya: { en: 'Kelaniya', si: 'කැලණිය' },
  wattala: { en: 'Wattala', si: 'වත්තල' },
  kadawatha: { en: 'Kadawatha', si: 'කඩවත' },
  horana: { en: 'Horana', si: 'හොරණ' },
  chilaw: { en: 'Chilaw', si: 'හලාවත' },
  dambulla: { en: 'Dambulla', si: 'දඹුල්ල' },
  tangalle: { en: 'Tangalle', si: 'තංගල්ල' },
  embilipitiya: { en: 'Embilipitiya', si: 'ඇඹිලිපිටිය' },
  bandarawela: { en: 'Bandarawela', si: 'බණ්ඩාරවෙල' },
} satisfies Record<string, LocalizedText>;
export type Place = keyof typeof places;

let byEnglish: Map<string, LocalizedText> | undefined;

/** A place as the reader's language writes it: known names in Sinhala, others as typed. */
export function placeName(value: string, lang: Language): string {
  if (lang === 'en' || value === '') return value;
  byEnglish ??= new Map(Object.values(places).map((place) => [place.en.toLowerCase(), place]));
  return byEnglish.get(value.trim().toLowerCase())?.[lang] ?? value;
}

/**
 * Towns in the reader's alphabet order: by their Sinhala names in Sinhala (Unicode orders the
 * Sinhala letters as the alphabet does; names not known in Sinhala follow, as typed).
 * English needs no change: the options come sorted by their English names.
 */
export function sortByPlaceName(values: readonly string[], lang: Language): string[] {
  if (lang === 'en') return [...values];
  // Names in the reader's script first, then the ones only known as typed.
  const keyed = values.map((value) => {
    const name = placeName(value, lang).toLowerCase();
    return { value, key: `${/^[\u0d80-\u0dff]/.test(name) ? 0 : 1}${name}` };
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((entry) => entry.value);
}
