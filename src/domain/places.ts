/**
 * Sri Lankan districts and the larger towns sellers name (the shared domain: the browser and the
 * server both read it).
 */
import { placeAliases } from './search/aliases';
import { searchKey } from './search/search-key';

export type LocalizedText = { en: string; si: string };

/**
 * Sri Lankan districts and the larger towns sellers name, in English and in Sinhala as the
 * island writes them. Ads store the English name (what filters match on); pages show it in the
 * reader's language.
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

let byAnyName: Map<string, string> | undefined;
// 10,000 ads share a few hundred spellings: each is looked up once.
const seen = new Map<string, string>();

/**
 * The name an ad stores for a town: a known town typed in Sinhala, Tamil or a Latin spelling,
 * in any case (කොළඹ, கொழும்பு, "kolamba", "colombo "), becomes its English name, so one town is
 * one filter option in every language. Other places stay as typed (trimmed).
 */
export function canonicalPlaceName(value: string): string {
  const known = seen.get(value);
  if (known !== undefined) return known;
  const typed = value.normalize('NFC').trim();
  byAnyName ??= new Map(
    Object.entries(places).flatMap(([id, place]) =>
      [...Object.values(place), ...placeAliases[id as Place]].map((name) => [
        searchKey(name),
        place.en,
      ]),
    ),
  );
  const name = byAnyName.get(searchKey(typed)) ?? typed;
  if (seen.size < 5_000) seen.set(value, name);
  return name;
}
