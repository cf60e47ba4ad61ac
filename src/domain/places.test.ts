// @vitest-environment node
import { canonicalPlaceName, places } from './places';

test('a known town typed in Sinhala or in any case is stored by its English name', () => {
  expect(canonicalPlaceName('කොළඹ')).toBe('Colombo');
  expect(canonicalPlaceName(' colombo ')).toBe('Colombo');
  expect(canonicalPlaceName('මහනුවර')).toBe('Kandy');
  expect(canonicalPlaceName('NUWARA ELIYA')).toBe('Nuwara Eliya');
  // Composed differently (NFD) but the same letters.
  expect(canonicalPlaceName('කොළඹ'.normalize('NFD'))).toBe('Colombo');
  for (const place of Object.values(places)) expect(canonicalPlaceName(place.si)).toBe(place.en);
});

test('other places stay as typed, trimmed', () => {
  expect(canonicalPlaceName('  Pettah Junction ')).toBe('Pettah Junction');
  expect(canonicalPlaceName('පිටකොටුව')).toBe('පිටකොටුව');
  expect(canonicalPlaceName('')).toBe('');
});

test('a known town typed in Tamil script or a Latin spelling is stored by its English name', () => {
  expect(canonicalPlaceName('கொழும்பு')).toBe('Colombo');
  expect(canonicalPlaceName('Kolamba')).toBe('Colombo');
  expect(canonicalPlaceName('mahanuwara')).toBe('Kandy');
  expect(canonicalPlaceName('Maha Nuwara')).toBe('Kandy');
  expect(canonicalPlaceName('கண்டி')).toBe('Kandy');
  expect(canonicalPlaceName('Nuwara Eliya')).toBe('Nuwara Eliya');
  expect(canonicalPlaceName('Wavuniya')).toBe('Vavuniya');
  for (const place of Object.values(places)) expect(canonicalPlaceName(place.en)).toBe(place.en);
});

test('a known town typed in Tamil is stored by its English name too', () => {
  expect(canonicalPlaceName('கொழும்பு')).toBe('Colombo');
  expect(canonicalPlaceName(' யாழ்ப்பாணம் ')).toBe('Jaffna');
  expect(canonicalPlaceName('கண்டி'.normalize('NFD'))).toBe('Kandy');
  for (const place of Object.values(places)) expect(canonicalPlaceName(place.ta)).toBe(place.en);
});
