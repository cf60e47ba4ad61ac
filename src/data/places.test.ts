// @vitest-environment node
import { placeName, places, sortByPlaceName } from './places';

test('known towns read in Sinhala, in any case; others stay as typed', () => {
  expect(placeName('Colombo', 'si')).toBe('කොළඹ');
  expect(placeName(' nuwara eliya ', 'si')).toBe('නුවරඑළිය');
  expect(placeName('Colombo', 'en')).toBe('Colombo');
  expect(placeName('Pettah Junction', 'si')).toBe('Pettah Junction');
  expect(placeName('', 'si')).toBe('');
});

test('every place has an English and a Sinhala name, each used once', () => {
  const english = Object.values(places).map((place) => place.en.toLowerCase());
  const sinhala = Object.values(places).map((place) => place.si);
  expect(new Set(english).size).toBe(english.length);
  expect(new Set(sinhala).size).toBe(sinhala.length);
  for (const name of sinhala) expect(name).toMatch(/^(?:[\u0d80-\u0dff ]|\u200d)+$/);
});

test('towns sort by the names the reader sees: Sinhala alphabet order in Sinhala', () => {
  const towns = ['Ampara', 'Colombo', 'Galle', 'Kandy', 'Matara', 'Pettah Junction'];
  expect(sortByPlaceName(towns, 'en')).toEqual(towns);
  // අ, ක, ග, then ම: මහනුවර (ma-ha) before මාතර (mā); a town known only as typed comes last.
  expect(sortByPlaceName(towns, 'si').map((town) => placeName(town, 'si'))).toEqual([
    'අම්පාර',
    'කොළඹ',
    'ගාල්ල',
    'මහනුවර',
    'මාතර',
    'Pettah Junction',
  ]);
});

test('known towns read in Tamil as Sri Lanka writes them, and sort in Tamil order', () => {
  expect(placeName('Colombo', 'ta')).toBe('கொழும்பு');
  expect(placeName('kandy', 'ta')).toBe('கண்டி');
  expect(placeName('Galle', 'ta')).toBe('காலி');
  expect(placeName('Jaffna', 'ta')).toBe('யாழ்ப்பாணம்');
  expect(placeName('Trincomalee', 'ta')).toBe('திருகோணமலை');
  expect(placeName('Batticaloa', 'ta')).toBe('மட்டக்களப்பு');
  expect(placeName('Pettah Junction', 'ta')).toBe('Pettah Junction');
  const tamil = Object.values(places).map((place) => place.ta);
  expect(new Set(tamil).size).toBe(tamil.length);
  for (const name of tamil) expect(name).toMatch(/^[\u0b80-\u0bff ]+$/);
  const towns = ['Pettah Junction', 'Matara', 'Kandy', 'Galle', 'Colombo', 'Ampara'];
  // அ, then க (கண்டி before காலி: the bare letter before its long vowel), கொ, then ம.
  expect(sortByPlaceName(towns, 'ta').map((town) => placeName(town, 'ta'))).toEqual([
    'அம்பாறை',
    'கண்டி',
    'காலி',
    'கொழும்பு',
    'மாத்தறை',
    'Pettah Junction',
  ]);
});
