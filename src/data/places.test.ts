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
