// @vitest-environment node
import { getSampleVehicles } from '@/data/sample-vehicles';
import { buildVehicle } from '@/testing/test-vehicle';
import {
  distinctOptions,
  filterByType,
  filterVehicles,
  includesFolded,
  isAtvAdv,
  prepareSearchKeys,
  sortVehicles,
} from './filter-vehicles';
import { emptyVehicleSearch } from './vehicle-search';

const none = { ...emptyVehicleSearch };
const ids = (list: { id: string }[]) => list.map((vehicle) => vehicle.id);

test('the type picks a category; any other type lists everything', () => {
  const list = [
    buildVehicle({ id: 'a' }),
    buildVehicle({ id: 'b', type: 'sport' }),
    buildVehicle({ id: 'c', type: 'dual-sport' }),
  ];
  expect(ids(filterByType(list, 'sport'))).toEqual(['b']);
  expect(ids(filterByType(list, 'trail'))).toEqual([]);
  expect(ids(filterByType(list, 'atv-adv'))).toEqual(['c']);
  expect(ids(filterByType(list, 'all'))).toEqual(['a', 'b', 'c']);
  expect(ids(filterByType(list, 'nonsense'))).toEqual(['a', 'b', 'c']);
});

test('atv-adv also matches ATV, quad, four-wheeler, adventure and dual sport mentions', () => {
  const matching = [
    buildVehicle({ type: 'atv-adv' }),
    buildVehicle({ type: 'atv' }),
    buildVehicle({ type: 'adv' }),
    buildVehicle({ type: 'adventure' }),
    buildVehicle({ type: 'dual-sport' }),
    buildVehicle({ type: 'trail', tags: ['dual sport'] }),
    buildVehicle({ type: 'trail', tags: ['Dual-Sport'] }),
    buildVehicle({ title: 'Farm quad bike' }),
    buildVehicle({ title: 'Honda four-wheeler' }),
    buildVehicle({ title: 'Four wheeler for estates' }),
    buildVehicle({ model: 'ATV 300' }),
    buildVehicle({ title: 'KTM 390 ADV' }),
    buildVehicle({ categories: ['Adventure'] }),
    buildVehicle({ title: 'Quads for sale' }),
    buildVehicle({ title: 'Two ATVs, one owner' }),
    buildVehicle({ title: 'Estate Four-Wheelers' }),
    buildVehicle({ tags: ['adventures'] }),
    buildVehicle({ title: 'Honda ADV160' }),
    buildVehicle({ model: 'ATV300' }),
  ];
  for (const vehicle of matching) expect(isAtvAdv(vehicle)).toBe(true);
  const other = [
    buildVehicle({ title: 'Advanced rider owned Dio' }),
    buildVehicle({ title: 'Quadruple checked' }),
    buildVehicle({ title: 'Adventurer pack' }),
    buildVehicle({ type: 'trail' }),
  ];
  for (const vehicle of other) expect(isAtvAdv(vehicle)).toBe(false);
  expect(ids(filterByType(getSampleVehicles(), 'atv-adv'))).toContain(
    'hero-xpulse-200-2023-anuradhapura',
  );
});

test('make and location match any selected value, ignoring case', () => {
  const list = [
    buildVehicle({ id: 'a', make: 'Honda', location: 'Colombo' }),
    buildVehicle({ id: 'b', make: 'Yamaha', location: 'Kandy' }),
    buildVehicle({ id: 'c', make: 'TVS', location: 'colombo' }),
  ];
  expect(ids(filterVehicles(list, { ...none, make: ['honda', 'TVS'] }))).toEqual(['a', 'c']);
  expect(ids(filterVehicles(list, { ...none, location: ['COLOMBO'] }))).toEqual(['a', 'c']);
  expect(ids(filterVehicles(list, { ...none, make: ['Honda'], location: ['Kandy'] }))).toEqual([]);
});

test('a town typed in Sinhala is the same town as its English name', () => {
  const list = [
    buildVehicle({ id: 'en', location: 'Colombo' }),
    buildVehicle({ id: 'si', location: 'කොළඹ' }),
    buildVehicle({ id: 'kandy', location: 'මහනුවර' }),
  ];
  expect(ids(filterVehicles(list, { ...none, location: ['Colombo'] }))).toEqual(['en', 'si']);
  expect(ids(filterVehicles(list, { ...none, location: ['කොළඹ'] }))).toEqual(['en', 'si']);
  expect(ids(filterVehicles(list, { ...none, location: ['Kandy'] }))).toEqual(['kandy']);
});

test('year and price bounds are inclusive and ads without a price always pass', () => {
  const list = [
    buildVehicle({ id: 'old', year: 2015, price: 100000 }),
    buildVehicle({ id: 'mid', year: 2018, price: 300000 }),
    buildVehicle({ id: 'new', year: 2022, price: 500000 }),
    buildVehicle({ id: 'nego', year: 2022, price: null }),
  ];
  expect(ids(filterVehicles(list, { ...none, yearMin: 2018, yearMax: 2022 }))).toEqual([
    'mid',
    'new',
    'nego',
  ]);
  expect(ids(filterVehicles(list, { ...none, priceMin: 100000, priceMax: 300000 }))).toEqual([
    'old',
    'mid',
    'nego',
  ]);
  expect(ids(filterVehicles(list, { ...none, priceMin: 0, priceMax: 0 }))).toEqual(['nego']);
});

test('the keyword is a case-insensitive substring of the title, not the make or model', () => {
  const list = [
    buildVehicle({ id: 'a', title: 'Honda DIO DX' }),
    buildVehicle({ id: 'b', title: 'Yamaha FZ', model: 'Dio' }),
    buildVehicle({ id: 'c', title: 'ශ්‍රී ලංකා Dio' }),
  ];
  expect(ids(filterVehicles(list, { ...none, q: 'dio' }))).toEqual(['a', 'c']);
  expect(ids(filterVehicles(list, { ...none, q: 'ශ්‍රී' }))).toEqual(['c']);
});

test('the keyword also matches the description, across lines, and ads without one', () => {
  const list = [
    buildVehicle({ id: 'a', title: 'Honda Dio', description: 'New TYRES\nFull service record' }),
    buildVehicle({ id: 'b', title: 'Tyres included Pulsar' }),
    buildVehicle({ id: 'c', title: 'Yamaha FZ', description: 'ටයර් අලුත්. ලියාපදිංචිය 2020' }),
    buildVehicle({ id: 'd', title: 'Bajaj CT 100' }),
  ];
  expect(ids(filterVehicles(list, { ...none, q: 'tyres' }))).toEqual(['a', 'b']);
  expect(ids(filterVehicles(list, { ...none, q: 'full SERVICE' }))).toEqual(['a']);
  expect(ids(filterVehicles(list, { ...none, q: 'ටයර්' }))).toEqual(['c']);
  expect(ids(filterVehicles(list, { ...none, q: 'bajaj ct' }))).toEqual(['d']);
  expect(ids(filterVehicles(list, { ...none, q: 'tyres\nfull' }))).toEqual(['a']);
});

test('the home search link filters the merged list', () => {
  const found = filterVehicles(filterByType(getSampleVehicles(), 'all'), {
    ...none,
    make: ['Honda'],
    q: 'dio',
    priceMin: 0,
    priceMax: 100000,
    location: ['Colombo'],
  });
  expect(found.every((vehicle) => vehicle.price === null)).toBe(true);
});

const sortable = [
  buildVehicle({ id: 'a', price: 300, mileageKm: 50, postedAt: '2026-11-02T00:00:00Z' }),
  buildVehicle({ id: 'b', price: null, mileageKm: null, postedAt: '2026-11-05T00:00:00Z' }),
  buildVehicle({ id: 'c', price: 100, mileageKm: 10, postedAt: '2026-11-01T00:00:00Z' }),
  buildVehicle({ id: 'd', price: 200, mileageKm: null, postedAt: '2026-11-04T00:00:00Z' }),
  buildVehicle({ id: 'e', price: null, mileageKm: 0, postedAt: '2026-11-03T00:00:00Z' }),
];

test('newest puts the latest postedAt first', () => {
  expect(ids(sortVehicles(sortable, 'newest'))).toEqual(['b', 'd', 'e', 'a', 'c']);
});

test('price orders put missing prices last in both directions', () => {
  expect(ids(sortVehicles(sortable, 'price-asc'))).toEqual(['c', 'd', 'a', 'b', 'e']);
  expect(ids(sortVehicles(sortable, 'price-desc'))).toEqual(['a', 'd', 'c', 'b', 'e']);
});

test('mileage ascending puts missing mileage last and keeps zero first', () => {
  expect(ids(sortVehicles(sortable, 'mileage-asc'))).toEqual(['e', 'c', 'a', 'b', 'd']);
});

test('sorting returns a copy and is stable for ties', () => {
  const tied = [buildVehicle({ id: 'x' }), buildVehicle({ id: 'y' })];
  const sorted = sortVehicles(tied, 'price-asc');
  expect(ids(sorted)).toEqual(['x', 'y']);
  expect(sorted).not.toBe(tied);
});

test('options are distinct ignoring case, sorted, and include values from the URL', () => {
  expect(distinctOptions(['Kandy', 'colombo', 'Colombo', ' '], ['Jaffna', 'KANDY'])).toEqual([
    'colombo',
    'Jaffna',
    'Kandy',
  ]);
  expect(distinctOptions(['Zeta', 'Émile', 'emma', 'Ela', 'යාපනය', 'කොළඹ', 'ගාල්ල'])).toEqual([
    'Ela',
    'Émile',
    'emma',
    'Zeta',
    'කොළඹ',
    'ගාල්ල',
    'යාපනය',
  ]);
  expect(includesFolded(['honda'], 'Honda')).toBe(true);
  expect(includesFolded(['honda'], 'Hero')).toBe(false);
});

test('search keys are prepared in batches while there is time, and filtering agrees after', () => {
  const many = Array.from({ length: 600 }, (_, index) =>
    buildVehicle({ id: `k-${index}`, make: index % 2 ? 'Honda' : 'Yamaha' }),
  );
  let batches = 0;
  const stopped = prepareSearchKeys(many, 0, () => (batches += 1) <= 1);
  expect(stopped).toBe(250);
  expect(prepareSearchKeys(many, stopped, () => true)).toBe(600);
  expect(filterVehicles(many, { ...none, make: ['honda'] })).toHaveLength(300);
});

test('makes, towns and keywords match across scripts and spellings', () => {
  const list = [
    buildVehicle({ id: 'pulsar', title: 'Bajaj Pulsar 150', make: 'Bajaj', location: 'Colombo' }),
    buildVehicle({ id: 'ta', title: 'Honda Dio', make: 'ஹோண்டா', location: 'கொழும்பு' }),
    buildVehicle({ id: 'yamaha', title: 'Yamaha FZ', make: 'Yamaha', location: 'Kandy' }),
  ];
  for (const q of ['pulsar', 'palsar', 'පල්සර්', 'பல்சர்']) {
    expect(ids(filterVehicles(list, { ...none, q })), q).toEqual(['pulsar']);
  }
  expect(ids(filterVehicles(list, { ...none, q: 'yamha' }))).toEqual(['yamaha']);
  expect(ids(filterVehicles(list, { ...none, location: ['Colombo'] }))).toEqual(['pulsar', 'ta']);
  expect(ids(filterVehicles(list, { ...none, location: ['කොළඹ'] }))).toEqual(['pulsar', 'ta']);
  expect(ids(filterVehicles(list, { ...none, location: ['mahanuwara'] }))).toEqual(['yamaha']);
  expect(ids(filterVehicles(list, { ...none, make: ['Honda'] }))).toEqual(['ta']);
  expect(ids(filterVehicles(list, { ...none, make: ['හොන්ඩා'] }))).toEqual(['ta']);
});
