import {
  getCompareIdsSnapshot,
  parseCompareList,
  readCompareIds,
  removeCompareId,
  subscribeCompareIds,
  toggleCompareId,
} from './compare-list';

const KEY = 'bikebazaar.compare_v1';

afterEach(() => vi.restoreAllMocks());

test('adds up to three ads in order, refuses a fourth and removes on a second press', () => {
  expect(toggleCompareId('a')).toBe('added');
  expect(toggleCompareId('b')).toBe('added');
  expect(toggleCompareId('c')).toBe('added');
  expect(toggleCompareId('d')).toBe('full');
  expect(readCompareIds()).toEqual(['a', 'b', 'c']);
  expect(toggleCompareId('b')).toBe('removed');
  expect(localStorage.getItem(KEY)).toBe('["a","c"]');
  removeCompareId('a');
  removeCompareId('nope');
  expect(readCompareIds()).toEqual(['c']);
});

test('bad stored data is logged and read as an empty list, never thrown', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(parseCompareList('{not json')).toEqual([]);
  expect(parseCompareList('{"a":1}')).toEqual([]);
  expect(parseCompareList('[1,2]')).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(3);
  // Usable ids survive beside junk; repeats and extras beyond three are dropped.
  expect(parseCompareList('["a","<b>","a","c","d","e"]')).toEqual(['a', 'c', 'd']);
  localStorage.setItem(KEY, 'garbage');
  expect(toggleCompareId('x')).toBe('added');
  expect(readCompareIds()).toEqual(['x']);
});

test('the snapshot stays the same array until storage changes, and listeners hear other tabs', () => {
  localStorage.setItem(KEY, '["a"]');
  const first = getCompareIdsSnapshot();
  expect(getCompareIdsSnapshot()).toBe(first);
  const listener = vi.fn();
  const stop = subscribeCompareIds(listener);
  toggleCompareId('b');
  expect(listener).toHaveBeenCalledTimes(1);
  expect(getCompareIdsSnapshot()).toEqual(['a', 'b']);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
  expect(listener).toHaveBeenCalledTimes(2);
  stop();
  toggleCompareId('c');
  expect(listener).toHaveBeenCalledTimes(2);
});
