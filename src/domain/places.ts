import { placeAliases } from './search/aliases';
import { searchKey } from './search/search-key';

export type LocalizedText = { en: string; si: string; ta: string };

/** Districts and larger towns in en/si/ta as the island writes them; ads store the English name. */
export const places = {
  colombo: { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு' },
  kandy: { en: 'Kandy', si: 'මහනුවර', ta: 'கண்டி' },
  galle: { en: 'Galle', si: 'ගාල්ල', ta: 'காலி' },
  jaffna: { en: 'Jaffna', si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  negombo: { en: 'Negombo', si: 'මීගමුව', ta: 'நீர்கொழும்பு' },
  kurunegala: { en: 'Kurunegala', si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  matara: { en: 'Matara', si: 'මාතර', ta: 'மாத்தறை' },
  anuradhapura: { en: 'Anuradhapura', si: 'අනුරාධපුරය', ta: 'அநுராதபுரம்' },
  ratnapura: { en: 'Ratnapura', si: 'රත්නපුර', ta: 'இரத்தினபுரி' },
  gampaha: { en: 'Gampaha', si: 'ගම්පහ', ta: 'கம்பஹா' },
  badulla: { en: 'Badulla', si: 'බදුල්ල', ta: 'பதுளை' },
  nuwaraEliya: { en: 'Nuwara Eliya', si: 'නුවරඑළිය', ta: 'நுவரெலியா' },
  trincomalee: { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  batticaloa: { en: 'Batticaloa', si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  kalutara: { en: 'Kalutara', si: 'කළුතර', ta: 'களுத்துறை' },
  ampara: { en: 'Ampara', si: 'අම්පාර', ta: 'அம்பாறை' },
  hambantota: { en: 'Hambantota', si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  kegalle: { en: 'Kegalle', si: 'කෑගල්ල', ta: 'கேகாலை' },
  kilinochchi: { en: 'Kilinochchi', si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி' },
  mannar: { en: 'Mannar', si: 'මන්නාරම', ta: 'மன்னார்' },
  matale: { en: 'Matale', si: 'මාතලේ', ta: 'மாத்தளை' },
  monaragala: { en: 'Monaragala', si: 'මොණරාගල', ta: 'மொனராகலை' },
  mullaitivu: { en: 'Mullaitivu', si: 'මුලතිව්', ta: 'முல்லைத்தீவு' },
  polonnaruwa: { en: 'Polonnaruwa', si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  puttalam: { en: 'Puttalam', si: 'පුත්තලම', ta: 'புத்தளம்' },
  vavuniya: { en: 'Vavuniya', si: 'වවුනියාව', ta: 'வவுனியா' },
  moratuwa: { en: 'Moratuwa', si: 'මොරටුව', ta: 'மொரட்டுவை' },
  dehiwala: { en: 'Dehiwala', si: 'දෙහිවල', ta: 'தெஹிவளை' },
  nugegoda: { en: 'Nugegoda', si: 'නුගේගොඩ', ta: 'நுகேகொடை' },
  maharagama: { en: 'Maharagama', si: 'මහරගම', ta: 'மகரகம' },
  panadura: { en: 'Panadura', si: 'පානදුර', ta: 'பாணந்துறை' },
  kelaniya: { en: 'Kelaniya', si: 'කැලණිය', ta: 'களனி' },
  wattala: { en: 'Wattala', si: 'වත්තල', ta: 'வத்தளை' },
  kadawatha: { en: 'Kadawatha', si: 'කඩවත', ta: 'கடவத்தை' },
  horana: { en: 'Horana', si: 'හොරණ', ta: 'ஹொரணை' },
  chilaw: { en: 'Chilaw', si: 'හලාවත', ta: 'சிலாபம்' },
  dambulla: { en: 'Dambulla', si: 'දඹුල්ල', ta: 'தம்புள்ளை' },
  tangalle: { en: 'Tangalle', si: 'තංගල්ල', ta: 'தங்காலை' },
  embilipitiya: { en: 'Embilipitiya', si: 'ඇඹිලිපිටිය', ta: 'எம்பிலிப்பிட்டிய' },
  bandarawela: { en: 'Bandarawela', si: 'බණ්ඩාරවෙල', ta: 'பண்டாரவளை' },
} satisfies Record<string, LocalizedText>;
export type Place = keyof typeof places;

let byAnyName: Map<string, string> | undefined;
// 10,000 ads share a few hundred spellings: each is looked up once.
const seen = new Map<string, string>();

/** A known town in any script or spelling becomes its English name: one filter option. */
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
