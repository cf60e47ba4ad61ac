// @vitest-environment node
import { buildBrowseHref, buildBrowseSearch, defaultHomeSearch } from './build-search-href';

test('all brands, any price and all locations give the plain all-bikes list', () => {
  expect(buildBrowseHref(defaultHomeSearch)).toBe('/browse/all');
});

test('brand maps to make with its display name', () => {
  expect(buildBrowseSearch({ ...defaultHomeSearch, brand: 'honda' })).toBe('make=Honda');
  expect(buildBrowseSearch({ ...defaultHomeSearch, brand: 'tvs' })).toBe('make=TVS');
});

test('model text becomes a trimmed keyword and is left out when blank', () => {
  expect(buildBrowseSearch({ ...defaultHomeSearch, model: '  Dio 110 ' })).toBe('q=Dio+110');
  expect(buildBrowseSearch({ ...defaultHomeSearch, model: '   ' })).toBe('');
});

test('price ranges map to inclusive min and max', () => {
  const search = (priceRange: typeof defaultHomeSearch.priceRange) =>
    buildBrowseSearch({ ...defaultHomeSearch, priceRange });
  expect(search('0-100000')).toBe('priceMin=0&priceMax=100000');
  expect(search('100000-300000')).toBe('priceMin=100000&priceMax=300000');
  expect(search('300000-500000')).toBe('priceMin=300000&priceMax=500000');
  expect(search('500000+')).toBe('priceMin=500000');
  expect(search('any')).toBe('');
});

test('location maps to its capitalised name', () => {
  expect(buildBrowseSearch({ ...defaultHomeSearch, location: 'colombo' })).toBe('location=Colombo');
});

test('all filters together build one URL', () => {
  expect(
    buildBrowseHref({
      brand: 'yamaha',
      model: 'FZ',
      priceRange: '300000-500000',
      location: 'kandy',
    }),
  ).toBe('/browse/all?make=Yamaha&q=FZ&priceMin=300000&priceMax=500000&location=Kandy');
});
