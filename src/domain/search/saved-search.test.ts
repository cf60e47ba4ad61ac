// @vitest-environment node
import { buildVehicle } from '@/testing/test-vehicle';
import { canonicalQuery, matchSearches, newMatches } from './saved-search';

const ids = (list: { id: string }[]) => list.map((vehicle) => vehicle.id);

test('the saved query keeps the filters in one spelling and drops the sort', () => {
  const params = new URLSearchParams('sort=price-asc&priceMax=200000&make=Honda&yearMin=abc');
  expect(canonicalQuery(params)).toBe('make=Honda&priceMax=200000');
  expect(canonicalQuery(new URLSearchParams('priceMin=9&priceMax=1'))).toBe(
    'priceMin=1&priceMax=9',
  );
});

test('new matches are the ads the search lists that were posted after the last visit', () => {
  const since = Date.parse('2026-11-20T00:00:00Z');
  const list = [
    buildVehicle({ id: 'old', make: 'Honda', postedAt: '2026-11-19T00:00:00Z' }),
    buildVehicle({ id: 'new', make: 'Honda', postedAt: '2026-11-21T00:00:00Z' }),
    buildVehicle({ id: 'other', make: 'Yamaha', postedAt: '2026-11-21T00:00:00Z' }),
    buildVehicle({ id: 'sport', make: 'Honda', type: 'sport', postedAt: '2026-11-22T00:00:00Z' }),
  ];
  expect(ids(newMatches(list, { type: 'all', query: 'make=Honda' }, since))).toEqual([
    'new',
    'sport',
  ]);
  expect(ids(newMatches(list, { type: 'sport', query: 'make=honda' }, since))).toEqual(['sport']);
  expect(newMatches(list, { type: 'all', query: 'make=Honda' }, Date.now())).toEqual([]);
});

test('many searches are matched against a batch of new ads, searches without a match left out', () => {
  const ads = [
    buildVehicle({ id: 'cheap', make: 'Bajaj', price: 150_000, location: 'Kandy' }),
    buildVehicle({ id: 'dear', make: 'Bajaj', price: 900_000, location: 'Colombo' }),
  ];
  const cheap = { type: 'all', query: 'priceMax=200000' };
  const kandy = { type: 'all', query: 'make=Bajaj&location=Kandy' };
  const nothing = { type: 'all', query: 'make=Honda' };
  const again = { type: 'all', query: 'priceMax=200000' };
  const found = matchSearches([cheap, kandy, nothing, again], ads);
  expect(ids(found.get(cheap)!)).toEqual(['cheap']);
  expect(ids(found.get(kandy)!)).toEqual(['cheap']);
  expect(ids(found.get(again)!)).toEqual(['cheap']);
  expect(found.has(nothing)).toBe(false);
  expect(matchSearches([cheap], []).size).toBe(0);
});

test('part and gear searches are read by item-search.ts and never match vehicles', () => {
  expect(canonicalQuery(new URLSearchParams('sort=price-desc&brand=Bajaj&q=pads'), 'part')).toBe(
    'brand=Bajaj&q=pads',
  );
  const vehicle = buildVehicle({ id: 'v', make: 'Bajaj', postedAt: '2026-11-21T00:00:00Z' });
  const part = { type: 'part', query: '' };
  expect(matchSearches([part], [vehicle]).size).toBe(0);
  expect(newMatches([vehicle], part, 0)).toEqual([]);
});
