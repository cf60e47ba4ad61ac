// @vitest-environment node
import {
  countActiveFilters,
  emptyVehicleSearch,
  parseVehicleSearch,
  toSearchParams,
} from './vehicle-search';

test('an empty query gives the defaults', () => {
  expect(parseVehicleSearch(new URLSearchParams())).toEqual(emptyVehicleSearch);
});

test('the home search link parses into filters', () => {
  const search = parseVehicleSearch(
    new URLSearchParams('make=Honda&q=dio&priceMin=0&priceMax=100000&location=Colombo'),
  );
  expect(search).toEqual({
    ...emptyVehicleSearch,
    make: ['Honda'],
    location: ['Colombo'],
    priceMin: 0,
    priceMax: 100000,
    q: 'dio',
  });
});

test('make and location repeat, trim and drop case-insensitive duplicates', () => {
  const search = parseVehicleSearch(
    new URLSearchParams('make=Honda&make=%20honda%20&make=Yamaha&location=&location=Kandy'),
  );
  expect(search.make).toEqual(['Honda', 'Yamaha']);
  expect(search.location).toEqual(['Kandy']);
});

test('bad values fall back one by one', () => {
  const search = parseVehicleSearch(
    new URLSearchParams(
      'yearMin=abc&yearMax=2020&priceMin=-5&priceMax=1e-&sort=cheapest&q=%20FZ%20',
    ),
  );
  expect(search).toEqual({ ...emptyVehicleSearch, yearMax: 2020, q: 'FZ' });
});

test('number bounds take what a number field lets through', () => {
  const bound = (value: string) =>
    parseVehicleSearch(new URLSearchParams({ priceMax: value })).priceMax;
  expect(bound('5e5')).toBe(500_000);
  expect(bound('2.5E6')).toBe(2_500_000);
  expect(bound('150000.0')).toBe(150_000);
  expect(bound(' 0 ')).toBe(0);
  // Past a billion (or past what a number can hold) is a billion, never silently no bound.
  expect(bound('99999999999')).toBe(1_000_000_000);
  expect(bound('1e400')).toBe(1_000_000_000);
  for (const bad of ['', '-5', 'e5', '1e', '0x10', 'Infinity', 'NaN', '1,000']) {
    expect(bound(bad)).toBeNull();
  }
});

test('every sort order is accepted', () => {
  for (const sort of ['newest', 'price-asc', 'price-desc', 'mileage-asc'] as const) {
    expect(parseVehicleSearch(new URLSearchParams({ sort })).sort).toBe(sort);
  }
});

test('toSearchParams leaves defaults out and round-trips', () => {
  expect(toSearchParams(emptyVehicleSearch).toString()).toBe('');
  const search = {
    ...emptyVehicleSearch,
    make: ['Honda', 'TVS'],
    yearMin: 2018,
    priceMax: 0,
    q: 'dio',
    sort: 'price-asc' as const,
  };
  const params = toSearchParams(search);
  expect(params.toString()).toBe(
    'make=Honda&make=TVS&yearMin=2018&priceMax=0&q=dio&sort=price-asc',
  );
  expect(parseVehicleSearch(params)).toEqual(search);
});

test('active filters are counted without the sort', () => {
  expect(countActiveFilters(emptyVehicleSearch)).toBe(0);
  expect(countActiveFilters({ ...emptyVehicleSearch, make: ['a', 'b'], priceMin: 0, q: 'x' })).toBe(
    4,
  );
});

test('a range typed the wrong way round is read the right way round', () => {
  const search = parseVehicleSearch(
    new URLSearchParams('yearMin=2024&yearMax=2019&priceMin=500000&priceMax=100000'),
  );
  expect(search).toMatchObject({
    yearMin: 2019,
    yearMax: 2024,
    priceMin: 100_000,
    priceMax: 500_000,
  });
  const open = parseVehicleSearch(new URLSearchParams('yearMin=2024'));
  expect(open).toMatchObject({ yearMin: 2024, yearMax: null });
});
