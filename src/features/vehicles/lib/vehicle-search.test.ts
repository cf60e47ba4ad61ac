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
      'yearMin=abc&yearMax=2020&priceMin=-5&priceMax=1e9&sort=cheapest&q=%20FZ%20',
    ),
  );
  expect(search).toEqual({ ...emptyVehicleSearch, yearMax: 2020, q: 'FZ' });
  expect(parseVehicleSearch(new URLSearchParams('priceMax=99999999999')).priceMax).toBeNull();
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
