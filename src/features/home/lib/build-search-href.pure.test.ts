// @vitest-environment node
import { readBikeRequest } from '@/domain/search/recognise-bike-search';
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

test('a model box that reads as a request fills the open filters, in Tamil, Sinhala and English', () => {
  const href = (model: string, more: Partial<typeof defaultHomeSearch> = {}) =>
    buildBrowseHref({ ...defaultHomeSearch, ...more, model }, readBikeRequest);
  expect(href('கண்டியில் 3 இலட்சத்துக்குக் குறைவான ஸ்கூட்டர்')).toBe(
    '/browse/scooters?priceMax=300000&location=Kandy',
  );
  expect(href('யாழ்ப்பாணத்தில் பைக்')).toBe('/browse/all?location=Jaffna');
  expect(href('கொழும்பில் ஸ்கூட்டர்')).toBe('/browse/scooters?location=Colombo');
  expect(href('කොළඹින් ලක්ෂ 3ට අඩු ස්කූටර්')).toBe('/browse/scooters?priceMax=300000&location=Colombo');
  expect(href('pulsar in kandy under 5 lakhs')).toBe(
    '/browse/all?q=Pulsar&priceMax=500000&location=Kandy',
  );
  expect(href('honda scooter')).toBe('/browse/scooters?make=Honda');
  expect(href('cheap scooter kandy')).toBe('/browse/scooters?location=Kandy&sort=price-asc');
  expect(href('மலிவு ஸ்கூட்டர்')).toBe('/browse/scooters?sort=price-asc');
  // The selects win where set.
  expect(href('scooter in kandy', { location: 'galle', brand: 'yamaha' })).toBe(
    '/browse/scooters?make=Yamaha&location=Galle',
  );
});

test('a plain model keyword is searched as typed', () => {
  const search = (model: string) =>
    buildBrowseSearch({ ...defaultHomeSearch, model }, readBikeRequest);
  expect(search('Honda Dio')).toBe('q=Honda+Dio');
  expect(search('Dio 110')).toBe('q=Dio+110');
  expect(search('பல்சர்')).toBe('q=%E0%AE%AA%E0%AE%B2%E0%AF%8D%E0%AE%9A%E0%AE%B0%E0%AF%8D');
});

test('a model year typed in the model box becomes the year filter', () => {
  expect(
    buildBrowseHref({ ...defaultHomeSearch, model: 'yamaha fz 2019 galle' }, readBikeRequest),
  ).toBe('/browse/all?make=Yamaha&q=FZ&yearMin=2019&yearMax=2019&location=Galle');
});
