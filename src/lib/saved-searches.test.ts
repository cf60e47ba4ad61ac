import { STORAGE_KEYS } from './storage';
import {
  findSavedSearch,
  getSavedSearchesSnapshot,
  markSavedSearchesSeen,
  readSavedSearches,
  removeSavedSearch,
  saveSearch,
  subscribeSavedSearches,
} from './saved-searches';

const KEY = STORAGE_KEYS.savedSearches;

test('a list search is saved once, in one spelling, and can be removed', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeSavedSearches(listener);
  const saved = saveSearch('scooter', new URLSearchParams('sort=price-asc&make=Honda'), 1000)!;
  expect(saved).toMatchObject({ type: 'scooter', query: 'make=Honda', seenAt: 1000 });
  expect(saveSearch('scooter', new URLSearchParams('make=Honda'), 2000)).toEqual(saved);
  expect(findSavedSearch('scooter', new URLSearchParams('make=Honda&sort=newest'))).toEqual(saved);
  expect(getSavedSearchesSnapshot()).toEqual([saved]);
  removeSavedSearch(saved.id);
  expect(readSavedSearches()).toEqual([]);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
});

test('a visit marks every search seen', () => {
  saveSearch('all', new URLSearchParams('q=pulsar'), 1000);
  saveSearch('all', new URLSearchParams('q=fz'), 1000);
  markSavedSearchesSeen(5000);
  expect(readSavedSearches().map((search) => search.seenAt)).toEqual([5000, 5000]);
});

test('entries that are not searches are skipped on read and kept on write', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '[{"id":1},"junk"]');
  expect(readSavedSearches()).toEqual([]);
  saveSearch('all', new URLSearchParams('make=Bajaj'), 1000);
  const stored = JSON.parse(localStorage.getItem(KEY)!) as unknown[];
  expect(stored.slice(0, 2)).toEqual([{ id: 1 }, 'junk']);
  expect(readSavedSearches()).toHaveLength(1);
});

test('a stored value that is not a list is left alone and nothing is saved', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '{oops');
  expect(saveSearch('all', new URLSearchParams('make=Bajaj'))).toBeNull();
  expect(localStorage.getItem(KEY)).toBe('{oops');
});

test('searches stored before parts and gear existed still read; a bad field skips its entry', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const old = { id: 'k1', type: 'scooters', query: 'make=Honda', savedAt: 1, seenAt: 2 };
  localStorage.setItem(
    KEY,
    JSON.stringify([old, { ...old, id: 'k2', seenAt: -1 }, { ...old, id: 'k3', query: 7 }]),
  );
  expect(readSavedSearches()).toEqual([old]);
});

test('a parts or gear search is kept in item-search.ts spelling, apart from vehicle searches', () => {
  const part = saveSearch(
    'part',
    new URLSearchParams('sort=price-asc&fit=Bajaj|Pulsar 150|2018&category=brakes&make=Honda'),
    1000,
  )!;
  // The vehicle list's `make` means nothing to a parts list; the bike stays whole.
  expect(part).toMatchObject({
    type: 'part',
    query: 'category=brakes&fit=Bajaj%7CPulsar+150%7C2018',
  });
  expect(
    findSavedSearch('part', new URLSearchParams('category=brakes&fit=Bajaj|Pulsar 150|2018')),
  ).toEqual(part);
  expect(findSavedSearch('gear', new URLSearchParams('category=brakes'))).toBeNull();
  const gear = saveSearch('gear', new URLSearchParams('helmet=full&sls=true'), 1000)!;
  expect(gear.query).toBe('helmet=full&sls=1');
});
