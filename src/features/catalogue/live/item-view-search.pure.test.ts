import {
  emptySearch,
  readViewSearch,
  searchKey,
  withGearFilters,
  writeViewSearch,
  type GearSearch,
} from './item-view-search';

test('the view URL is read as the list API reads it, and written back with the view first', () => {
  const url = new URLSearchParams(
    'view=spare-parts&brand=Bajaj&condition=used&fit=Bajaj|Pulsar 150|2018&junk=1&sort=price-asc',
  );
  const search = readViewSearch('part', url);
  expect(search).toMatchObject({
    kind: 'part',
    sort: 'price-asc',
    filters: { brand: ['Bajaj'], condition: 'used', fits: { make: 'Bajaj', year: 2018 } },
  });
  expect(writeViewSearch(url, search).toString()).toBe(
    'view=spare-parts&brand=Bajaj&condition=used&fit=Bajaj%7CPulsar+150%7C2018&sort=price-asc',
  );
  // Bad values are dropped, never an error.
  expect(readViewSearch('gear', new URLSearchParams('size=XXXL&price=cheap&sls=maybe'))).toEqual(
    emptySearch('gear'),
  );
});

test('helmet type and SLS-only mean helmets; another category drops both', () => {
  const gear = emptySearch('gear') as GearSearch;
  const sls = withGearFilters(gear, { slsOnly: true });
  expect(sls.filters).toMatchObject({ category: 'helmets', slsOnly: true });
  const full = withGearFilters(sls, { helmetType: 'full' });
  expect(full.filters).toMatchObject({ category: 'helmets', helmetType: 'full', slsOnly: true });
  const gloves = withGearFilters(full, { category: 'gloves' });
  expect(gloves.filters).toMatchObject({ category: 'gloves', helmetType: null, slsOnly: false });
  expect(searchKey(gloves)).not.toBe(searchKey(full));
  expect(searchKey(gear)).toBe(searchKey(emptySearch('gear')));
});
