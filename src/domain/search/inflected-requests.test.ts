// @vitest-environment node
import { places, type Place } from '../places';
import { findAliases } from './alias-index';
import { citationForms } from './case-endings';
import { recogniseBikeSearch, type BikeSearch } from './recognise-bike-search';
import { searchKey } from './search-key';

const none: BikeSearch = {
  type: 'all',
  make: null,
  model: null,
  location: null,
  priceMin: null,
  priceMax: null,
  year: null,
  sort: null,
};

const tamil: [string, Partial<BikeSearch>][] = [
  ['கொழும்பில் ஸ்கூட்டர்', { type: 'scooters', location: 'Colombo' }],
  ['யாழ்ப்பாணத்தில் பைக்', { location: 'Jaffna' }],
  [
    'கண்டியில் 3 இலட்சத்துக்குக் குறைவான ஸ்கூட்டர்',
    { type: 'scooters', location: 'Kandy', priceMax: 300_000 },
  ],
  ['யாழில் ஸ்கூட்டர் இருக்கா', { type: 'scooters', location: 'Jaffna' }],
  ['கொழும்பிலிருந்து ஹோண்டா பைக்', { make: 'Honda', location: 'Colombo' }],
  ['மட்டக்களப்பில் மின்சார பைக்', { type: 'electric', location: 'Batticaloa' }],
  ['அநுராதபுரத்தில் ஸ்கூட்டர்', { type: 'scooters', location: 'Anuradhapura' }],
  ['அனுராதபுரத்திலிருந்து யமஹா', { make: 'Yamaha', location: 'Anuradhapura' }],
  ['மன்னாரில் ஸ்கூட்டர்', { type: 'scooters', location: 'Mannar' }],
  ['முல்லைத்தீவில் பைக் வேணும்', { location: 'Mullaitivu' }],
  ['புத்தளத்தில் பஜாஜ்', { make: 'Bajaj', location: 'Puttalam' }],
  ['சிலாபத்தில் ஸ்கூட்டி', { type: 'scooters', location: 'Chilaw' }],
  ['நீர்கொழும்பில் ஹோண்டா டியோ', { make: 'Honda', model: 'Dio', location: 'Negombo' }],
  ['குருநாகலில் பல்சர்', { model: 'Pulsar', location: 'Kurunegala' }],
  ['காலியில் 2 லட்சத்துக்குள் ஸ்கூட்டர்', { type: 'scooters', location: 'Galle', priceMax: 200_000 }],
  ['திருகோணமலையில் டிவிஎஸ்', { make: 'TVS', location: 'Trincomalee' }],
  ['வவுனியாவில் மோட்டார் சைக்கிள்', { location: 'Vavuniya' }],
  ['கிளிநொச்சியில் ஸ்கூட்டர்', { type: 'scooters', location: 'Kilinochchi' }],
  ['மாத்தறையில் பெரிய பைக்', { type: 'high-capacity', location: 'Matara' }],
  ['கம்பஹாவில் ஸ்கூட்டர்', { type: 'scooters', location: 'Gampaha' }],
  ['யாழ்ப்பாணத்துக்கு ஒரு ஸ்கூட்டர்', { type: 'scooters', location: 'Jaffna' }],
  ['யாழ்ப்பாணத்திற்கு மின்சார பைக்', { type: 'electric', location: 'Jaffna' }],
  ['கொழும்புக்கு அருகில் ஸ்கூட்டர்', { type: 'scooters', location: 'Colombo' }],
  ['கொழும்பிற்கு பைக் 4 இலட்சம் வரை', { location: 'Colombo', priceMax: 400_000 }],
  ['5 இலட்சத்திற்கு உட்பட்ட ஸ்கூட்டர்', { type: 'scooters', priceMax: 500_000 }],
  ['3 லட்சத்திற்கு குறைவான பைக்', { priceMax: 300_000 }],
  ['இலட்சம் 4 இற்குக் குறைந்த ஸ்கூட்டர்', { type: 'scooters', priceMax: 400_000 }],
  ['10 இலட்சத்துக்கு மேல் பைக்', { priceMin: 1_000_000 }],
  ['15 இலட்சத்திற்கு மேற்பட்ட பெரிய பைக்', { type: 'high-capacity', priceMin: 1_500_000 }],
  ['300 ஆயிரத்துக்குள் ஸ்கூட்டர்', { type: 'scooters', priceMax: 300_000 }],
  ['1 மில்லியனுக்கு மேல் ஸ்போர்ட் பைக்', { type: 'sport', priceMin: 1_000_000 }],
  ['ரூ. 250,000 இற்குக் குறைவான ஸ்கூட்டர்', { type: 'scooters', priceMax: 250_000 }],
  ['பதுளையில் 2 இலட்சம்', { location: 'Badulla', priceMax: 200_000 }],
  ['நுவரெலியாவில் ட்ரெயில் பைக்', { type: 'trail', location: 'Nuwara Eliya' }],
  ['மொரட்டுவையில் ஹோண்டா', { make: 'Honda', location: 'Moratuwa' }],
  ['தெஹிவளையிலிருந்து ஸ்கூட்டர்', { type: 'scooters', location: 'Dehiwala' }],
  ['மகரகமவில் யமஹா', { make: 'Yamaha', location: 'Maharagama' }],
  ['இரத்தினபுரியில் ஸ்கூட்டர்', { type: 'scooters', location: 'Ratnapura' }],
  ['அம்பாறையிலுள்ள ஸ்கூட்டர்', { type: 'scooters', location: 'Ampara' }],
  ['கண்டியிலே ஒரு க்ரூசர்', { type: 'cruiser', location: 'Kandy' }],
  ['கண்டிக்கு 5 இலட்சம் வரை ஸ்கூட்டர்', { type: 'scooters', location: 'Kandy', priceMax: 500_000 }],
  ['பஜாஜை கொழும்பில் வாங்க', { make: 'Bajaj', location: 'Colombo' }],
  ['யமஹாவை யாழில் வாங்க 6 இலட்சம்', { make: 'Yamaha', location: 'Jaffna', priceMax: 600_000 }],
  ['என்ர பைக்கை மன்னாருக்கு', { location: 'Mannar' }],
  // The everyday names of Trincomalee and Batticaloa (LANGUAGE-REVIEW-2 §3.2).
  ['திருமலையில் பைக்', { location: 'Trincomalee' }],
  ['திருமலைக்கு ஸ்கூட்டர்', { type: 'scooters', location: 'Trincomalee' }],
  ['மட்டுநகரில் பைக்', { location: 'Batticaloa' }],
  ['மட்டுநகரிலிருந்து ஹோண்டா', { make: 'Honda', location: 'Batticaloa' }],
  // மட்டும் is "only", not a short மட்டு for Batticaloa.
  ['பல்சர் மட்டும்', { model: 'Pulsar' }],
  ['ஸ்கூட்டர் மட்டும் வேணும்', { type: 'scooters' }],
];

const sinhala: [string, Partial<BikeSearch>][] = [
  ['කොළඹින් ස්කූටරයක්', { type: 'scooters', location: 'Colombo' }],
  ['කොළඹට ලක්ෂ 3ට අඩු බයික්', { location: 'Colombo', priceMax: 300_000 }],
  ['කොළඹදී ස්කූටර්', { type: 'scooters', location: 'Colombo' }],
  ['කොළඹවලින් විදුලි බයික්', { type: 'electric', location: 'Colombo' }],
  // Six code units of endings: past the old five-unit allowance.
  ['කොළඹවලදීත් ස්කූටර් තියෙනවද', { type: 'scooters', location: 'Colombo' }],
  ['ගාල්ලෙහිදීම හොන්ඩා', { make: 'Honda', location: 'Galle' }],
  ['මහනුවරදීත් ස්කූටර් තියෙනවද', { type: 'scooters', location: 'Kandy' }],
  ['ගාල්ලේ හොන්ඩා', { make: 'Honda', location: 'Galle' }],
  ['ගාල්ලෙන් ස්කූටරයක්', { type: 'scooters', location: 'Galle' }],
  ['යාපනයේ යමහා', { make: 'Yamaha', location: 'Jaffna' }],
  ['යාපනේ ස්කූටර්', { type: 'scooters', location: 'Jaffna' }],
  ['යාපනයෙන් බජාජ්', { make: 'Bajaj', location: 'Jaffna' }],
  ['මීගමුවේ ස්කූටර් 5 ලක්ෂ', { type: 'scooters', location: 'Negombo', priceMax: 500_000 }],
  ['අනුරාධපුරයේදී ස්කූටර්', { type: 'scooters', location: 'Anuradhapura' }],
  ['කුරුණෑගලට ලක්ෂ 4ට වැඩි බයික්', { location: 'Kurunegala', priceMin: 400_000 }],
  ['මාතරින්ම ස්කූටර්', { type: 'scooters', location: 'Matara' }],
  ['රත්නපුරයේ ඩියෝ', { model: 'Dio', location: 'Ratnapura' }],
  ['නුවරඑළියේ ට්‍රේල් බයික්', { type: 'trail', location: 'Nuwara Eliya' }],
  ['ත්‍රිකුණාමලයට ස්කූටර්', { type: 'scooters', location: 'Trincomalee' }],
  ['මඩකලපුවෙන් බයික් 200000ට අඩු', { location: 'Batticaloa', priceMax: 200_000 }],
  ['මුලතිව්හි ස්කූටර්', { type: 'scooters', location: 'Mullaitivu' }],
  ['මොරටුවේ ස්කූටර් ලක්ෂ 2ක් දක්වා', { type: 'scooters', location: 'Moratuwa', priceMax: 200_000 }],
  ['මාතලේදී හොන්ඩා', { make: 'Honda', location: 'Matale' }],
  ['පුත්තලමේ බයික් එකක් ලක්ෂ 6ට උඩ', { location: 'Puttalam', priceMin: 600_000 }],
];

test.each(tamil)('Tamil: %s', (message, expected) => {
  expect(recogniseBikeSearch(message)).toEqual({ ...none, ...expected });
});

test.each(sinhala)('Sinhala: %s', (message, expected) => {
  expect(recogniseBikeSearch(message)).toEqual({ ...none, ...expected });
});

test('there are at least 40 Tamil and 20 Sinhala requests', () => {
  expect(tamil.length).toBeGreaterThanOrEqual(40);
  expect(sinhala.length).toBeGreaterThanOrEqual(20);
});

const locatives: Record<Place, [ta: string, si: string]> = {
  colombo: ['கொழும்பில்', 'කොළඹදී'],
  kandy: ['கண்டியில்', 'මහනුවරදී'],
  galle: ['காலியில்', 'ගාල්ලේ'],
  jaffna: ['யாழ்ப்பாணத்தில்', 'යාපනයේ'],
  negombo: ['நீர்கொழும்பில்', 'මීගමුවේ'],
  kurunegala: ['குருநாகலில்', 'කුරුණෑගලදී'],
  matara: ['மாத்தறையில்', 'මාතරදී'],
  anuradhapura: ['அநுராதபுரத்தில்', 'අනුරාධපුරයේ'],
  ratnapura: ['இரத்தினபுரியில்', 'රත්නපුරයේ'],
  gampaha: ['கம்பஹாவில்', 'ගම්පහදී'],
  badulla: ['பதுளையில்', 'බදුල්ලේ'],
  nuwaraEliya: ['நுவரெலியாவில்', 'නුවරඑළියේ'],
  trincomalee: ['திருகோணமலையில்', 'ත්‍රිකුණාමලයේ'],
  batticaloa: ['மட்டக்களப்பில்', 'මඩකලපුවේ'],
  kalutara: ['களுத்துறையில்', 'කළුතරදී'],
  ampara: ['அம்பாறையில்', 'අම්පාරේ'],
  hambantota: ['அம்பாந்தோட்டையில்', 'හම්බන්තොටදී'],
  kegalle: ['கேகாலையில்', 'කෑගල්ලේ'],
  kilinochchi: ['கிளிநொச்சியில்', 'කිලිනොච්චියේ'],
  mannar: ['மன்னாரில்', 'මන්නාරමේ'],
  matale: ['மாத்தளையில்', 'මාතලේදී'],
  monaragala: ['மொனராகலையில்', 'මොණරාගලදී'],
  mullaitivu: ['முல்லைத்தீவில்', 'මුලතිව්හි'],
  polonnaruwa: ['பொலன்னறுவையில்', 'පොළොන්නරුවේ'],
  puttalam: ['புத்தளத்தில்', 'පුත්තලමේ'],
  vavuniya: ['வவுனியாவில்', 'වවුනියාවේ'],
  moratuwa: ['மொரட்டுவையில்', 'මොරටුවේ'],
  dehiwala: ['தெஹிவளையில்', 'දෙහිවලදී'],
  nugegoda: ['நுகேகொடையில்', 'නුගේගොඩදී'],
  maharagama: ['மகரகமவில்', 'මහරගමදී'],
  panadura: ['பாணந்துறையில்', 'පානදුරේ'],
  kelaniya: ['களனியில்', 'කැලණියේ'],
  wattala: ['வத்தளையில்', 'වත්තලදී'],
  kadawatha: ['கடவத்தையில்', 'කඩවතදී'],
  horana: ['ஹொரணையில்', 'හොරණදී'],
  chilaw: ['சிலாபத்தில்', 'හලාවතදී'],
  dambulla: ['தம்புள்ளையில்', 'දඹුල්ලේ'],
  tangalle: ['தங்காலையில்', 'තංගල්ලේ'],
  embilipitiya: ['எம்பிலிப்பிட்டியவில்', 'ඇඹිලිපිටියේ'],
  bandarawela: ['பண்டாரவளையில்', 'බණ්ඩාරවෙලදී'],
};

test('every town of the places list is found in its locative form in Tamil and Sinhala', () => {
  expect(Object.keys(locatives).sort()).toEqual(Object.keys(places).sort());
  for (const [id, forms] of Object.entries(locatives)) {
    for (const form of forms) {
      expect(recogniseBikeSearch(`${form} ஸ்கூட்டர்`)?.location, form).toBe(places[id as Place].en);
    }
  }
});

test.each([
  // Words that start like a town but are not one.
  'கொழும்பான்',
  'கண்டிப்பாக',
  'காலியான',
  'காலில்',
  'காலையில்',
  'மன்னாரன்',
  'யாழ்ப்பாணர்',
  'கொழும்புவாசி',
  'කොළඹයා',
  'ගාල්ලක්',
])('"%s" is not read as a place', (word) => {
  expect(recogniseBikeSearch(`${word} ஸ்கூட்டர்`)?.location ?? null).toBeNull();
});

test.each([
  'கொழு',
  'யாழ்ப்',
  'கண்டியி',
  'colomboவில்',
  'kandyயில் scooter',
  'කොළඹil',
  'ில்',
  'க்கு',
  'ේ',
  '3 இலட்',
  '\u0BCD\u0BBF',
  'ஸ்கூட்டர் ස්කූටර් scooter 5 இலட்சம்ලක්ෂ',
])('half-typed or mixed-script "%s" never errors', (message) => {
  expect(() => recogniseBikeSearch(message)).not.toThrow();
  expect(() => findAliases(searchKey(message).split(' ').filter(Boolean), true)).not.toThrow();
});

test('a Latin name with a Tamil ending typed on gives the town', () => {
  expect(recogniseBikeSearch('kandyயில் scooter')).toEqual({
    ...none,
    type: 'scooters',
    location: 'Kandy',
  });
});

test('citation forms undo the -ம் → -த்த், -உ → -இ and glide changes', () => {
  expect(citationForms('யாழ்ப்பாணத்திலிருந்து')).toContain('யாழ்ப்பாணம்');
  expect(citationForms('கொழும்பிலிருந்து')).toContain('கொழும்பு');
  expect(citationForms('இலட்சத்துக்குக்')).toContain('இலட்சம்');
  expect(citationForms('கண்டியில்')).toContain('கண்டி');
  expect(citationForms('කොළඹවලින්')).toContain('කොළඹ');
  expect(citationForms('scooter')).toEqual([]);
});

test('a slip inside a name still finds it, the best match or none', () => {
  expect(recogniseBikeSearch('කුරුණැගල ස්කූටර්')?.location).toBe('Kurunegala');
  expect(recogniseBikeSearch('கொழும்ப ஸ்கூட்டர்')?.location).toBe('Colombo');
});
