import type { Place } from '../places';

/**
 * How people write the names a search looks for, other than the English name itself: Sinhala
 * and Tamil script, and the Latin spellings (Singlish, Tamil in Latin letters, common slips)
 * that `searchKey` does not already fold together. Curated by hand: small on purpose, for the
 * brands in the sample data, common models, and the towns of `places`.
 */

/** Brands, by the name ads store. */
export const makeAliases: Readonly<Record<string, readonly string[]>> = {
  Honda: ['හොන්ඩා', 'ஹோண்டா', 'ஹொண்டா', 'handa'],
  Yamaha: ['යමහා', 'යාමහා', 'යමාහා', 'யமஹா', 'யாமஹா', 'yamah', 'yamaa'],
  Bajaj: ['බජාජ්', 'බජාජ', 'பஜாஜ்', 'bajaja'],
  TVS: ['ටීවීඑස්', 'ටී වී එස්', 'ටීවීඑස', 'டிவிஎஸ்', 'டீவீஎஸ்', 'tvs'],
  Hero: ['හීරෝ', 'හිරෝ', 'ஹீரோ', 'hiro', 'hero honda'],
  Suzuki: ['සුසුකි', 'සුසූකි', 'සුසුකී', 'சுசுகி', 'சுஸுகி', 'susuki', 'suzki'],
  'Royal Enfield': ['රෝයල් එන්ෆීල්ඩ්', 'එන්ෆීල්ඩ්', 'ராயல் என்ஃபீல்டு', 'என்ஃபீல்டு', 'enfeild'],
  Yadea: ['යඩියා', 'යාඩියා', 'යැඩියා', 'யாடியா', 'யடியா', 'yadia'],
  Kawasaki: ['කවසාකි', 'කාවසාකි', 'කවාසකි', 'கவாசகி', 'கவாஸாகி', 'kavasaki'],
  KTM: ['කේටීඑම්', 'කේ ටී එම්', 'கேடிஎம்', 'ktm'],
  BMW: ['බීඑම්ඩබ්ලිව්', 'බී එම් ඩබ්ලිව්', 'பிஎம்டபிள்யூ', 'bmw'],
  Triumph: ['ට්‍රයම්ෆ්', 'ට්‍රයිම්ෆ්', 'ட்ரையம்ப்', 'டிரையம்ப்', 'trayamp'],
  Sunra: ['සන්රා', 'சன்ரா'],
  Revolt: ['රිවෝල්ට්', 'රිවොල්ට්', 'ரிவோல்ட்'],
  Okinawa: ['ඔකිනාවා', 'ඔකිනාව', 'ஒகினாவா'],
  NIU: ['නියු', 'නියූ', 'நியு', 'நியூ'],
  Jawa: ['ජාවා', 'ஜாவா'],
  CFMoto: ['සීඑෆ්මොටෝ', 'සී එෆ් මොටෝ', 'சிஎஃப்மோட்டோ', 'cf moto'],
};

/** Common models, by the name ads write them. */
export const modelAliases: Readonly<Record<string, readonly string[]>> = {
  Dio: ['ඩියෝ', 'ඩියො', 'ඩයෝ', 'டியோ', 'deo'],
  Pulsar: ['පල්සර්', 'පල්සාර්', 'පල්සර', 'பல்சர்', 'பல்ஸர்', 'palsar', 'palsa', 'pulsor'],
  FZ: ['එෆ්සෙඩ්', 'එෆ් සෙඩ්', 'එෆ්සී', 'எஃப்இசட்', 'எப்இசட்', 'fzed', 'efzed', 'ef zed'],
  Activa: ['ඇක්ටිවා', 'ඇක්ටීවා', 'ඇක්ටිව', 'ஆக்டிவா', 'ஆக்டீவா', 'aktiva'],
  Discover: ['ඩිස්කවර්', 'ඩිස්කව', 'டிஸ்கவர்', 'diskavar', 'diskover'],
  Apache: ['අපාචි', 'ඇපචි', 'අපචි', 'அபாச்சி', 'அபாசி', 'apachi', 'apace', 'apaci'],
  'Ray ZR': ['රේ ZR', 'රේ සෙඩ්ආර්', 'රේ සෙඩ් ආර්', 'ரே இசட்ஆர்', 'ரே ZR', 'ray zed ar', 'rayzr'],
  CT100: ['සීටී100', 'සීටී 100', 'சிடி100', 'சிடி 100', 'ct 100'],
  Platina: ['ප්ලැටිනා', 'ප්ලැටිනම්', 'பிளாட்டினா', 'பிளாடினா', 'pletina'],
  Splendor: ['ස්ප්ලෙන්ඩර්', 'ස්ප්ලෙන්ඩ', 'ஸ்பிளெண்டர்', 'ஸ்ப்ளெண்டர்', 'splender', 'splendar'],
  Hornet: ['හෝනට්', 'හෝනෙට්', 'හොනට්', 'ஹார்னெட்', 'ஹோர்னெட்', 'hornat'],
  Ntorq: ['එන්ටෝක්', 'එන් ටෝක්', 'என்டார்க்', 'என்டோர்க்', 'entorq', 'ntork', 'entork'],
  Jupiter: ['ජුපිටර්', 'ජුපිටර', 'ஜூபிடர்', 'ஜுபிடர்', 'jupitar'],
  Gixxer: ['ගික්සර්', 'ජික්සර්', 'ஜிக்ஸர்', 'கிக்ஸர்', 'jixer', 'gixer'],
  Maestro: ['මැස්ට්‍රෝ', 'මේස්ට්‍රෝ', 'மேஸ்ட்ரோ', 'mestro', 'maestero'],
  Duke: ['ඩියුක්', 'ඩියූක්', 'ඩියුක', 'டியூக்', 'டியுக்'],
  Classic: ['ක්ලැසික්', 'ක්ලැසික', 'கிளாசிக்', 'க்ளாசிக்', 'klasik'],
  Bullet: ['බුලට්', 'බුලට', 'புல்லட்', 'bulet'],
  Ninja: ['නින්ජා', 'நிஞ்ஜா', 'நின்ஜா'],
  Avenger: ['ඇවෙන්ජර්', 'ඇවෙන්ජර', 'அவெஞ்சர்', 'avenjar'],
  Himalayan: ['හිමාලයන්', 'ஹிமாலயன்', 'himalayen'],
  Hayabusa: ['හයබුසා', 'හයාබුසා', 'ஹயபுசா', 'ஹயாபுசா'],
  Access: ['ඇක්සස්', 'ஆக்சஸ்', 'akses'],
  Fascino: ['ෆැසිනෝ', 'ஃபாசினோ', 'fasino'],
};

/**
 * The towns of `places` in Tamil script (as Sri Lankan Tamil writes them) and in Latin
 * spellings. Their English and Sinhala names come from `places` itself.
 */
export const placeAliases: Readonly<Record<Place, readonly string[]>> = {
  colombo: ['கொழும்பு', 'kolamba', 'kolomba', 'colomba', 'kolumbu'],
  kandy: ['கண்டி', 'mahanuwara', 'maha nuwara', 'nuwara', 'නුවර', 'kandi', 'kendy'],
  galle: ['காலி', 'galla', 'gaale', 'gali'],
  jaffna: ['யாழ்ப்பாணம்', 'யாழ்', 'yapanaya', 'yalpanam', 'yazhpanam', 'jafna'],
  negombo: ['நீர்கொழும்பு', 'meegamuwa', 'migamuwa', 'neerkolumbu', 'negambo'],
  kurunegala: ['குருநாகல்', 'kurunagala', 'kurunegale', 'kurunagal', 'kurunegla'],
  matara: ['மாத்தறை', 'mathara'],
  anuradhapura: ['அனுராதபுரம்', 'anuradhapuraya', 'anurapura', 'anuradapuram'],
  ratnapura: ['இரத்தினபுரி', 'இரத்தினபுரம்', 'rathnapuraya', 'ratnapuraya', 'irattinapuri'],
  gampaha: ['கம்பஹா', 'gampa'],
  badulla: ['பதுளை', 'badulle', 'badulai'],
  nuwaraEliya: ['நுவரெலியா', 'nuwaraeliya', 'nuwareliya', 'nuvara eliya', 'nuwara eli'],
  trincomalee: ['திருகோணமலை', 'trinco', 'thrikunamalaya', 'trikunamalaya', 'tirukonamalai'],
  batticaloa: ['மட்டக்களப்பு', 'madakalapuwa', 'batti', 'baticaloa', 'mattakkalappu'],
  kalutara: ['களுத்துறை', 'kaluthara', 'kalutura', 'kaluttura'],
  ampara: ['அம்பாறை', 'amparai', 'amparei'],
  hambantota: ['அம்பாந்தோட்டை', 'hambanthota', 'ambantota', 'ampantottai'],
  kegalle: ['கேகாலை', 'kegalla', 'kaegalla', 'kekalai'],
  kilinochchi: ['கிளிநொச்சி', 'kilinochchiya', 'kilinochi'],
  mannar: ['மன்னார்', 'mannarama', 'manar'],
  matale: ['மாத்தளை', 'mathale', 'matalai'],
  monaragala: ['மொணராகலை', 'moneragala', 'monaragalai'],
  mullaitivu: ['முல்லைத்தீவு', 'mulathiv', 'mullaithivu', 'mulativ'],
  polonnaruwa: ['பொலன்னறுவை', 'polonnaruva', 'polannaruwa', 'polonaruwa'],
  puttalam: ['புத்தளம்', 'puththalama', 'puttalama', 'putalam'],
  vavuniya: ['வவுனியா', 'vavuniyava', 'wavuniyawa'],
  moratuwa: ['மொறட்டுவை', 'moratuwai'],
  dehiwala: ['தெஹிவளை', 'dehiwela', 'dehivala', 'dehiwalai'],
  nugegoda: ['நுகேகொடை', 'nugegodai'],
  maharagama: ['மகரகம', 'மஹரகம', 'maharagamai'],
  panadura: ['பாணந்துறை', 'panadure', 'panandurai'],
  kelaniya: ['களனி', 'kelani', 'kalani'],
  wattala: ['வத்தளை', 'vattalai'],
  kadawatha: ['கடவத்தை', 'kadawata', 'kadavattai'],
  horana: ['ஹொரணை', 'horanai'],
  chilaw: ['சிலாபம்', 'halawatha', 'halavata', 'silapam'],
  dambulla: ['தம்புள்ளை', 'dambula', 'tambullai'],
  tangalle: ['தங்காலை', 'tangalla', 'thangalla', 'tankalai'],
  embilipitiya: ['எம்பிலிப்பிட்டிய', 'embilipitiy', 'ambilipitiya'],
  bandarawela: ['பண்டாரவளை', 'bandarawella', 'bandaravalai'],
};

/**
 * Everyday words (as `searchKey` writes them) a slip away from a name, never corrected to it:
 * "second hand" is no Honda, nor Singlish "hoda", "hondai" ("good").
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(['hand', 'hoda', 'hondai', 'heron']);
