import {
  EARLY_READ_TTL_MS,
  parseStoredAdsEarly,
  readStoredAdsEarly,
  takeEarlyRead,
} from './early-read';
import { buildAd } from '@/testing/test-vehicle';
import { STORAGE_KEYS } from '../storage';
import { addStoredAd, readStoredAds } from './stored-ads';

const KEY = STORAGE_KEYS.userVehicles;
const ad = (id: string, extra: object = {}) => buildAd({ id, ...extra });
const ids = () => readStoredAds().vehicles.map((vehicle) => vehicle.id);

afterEach(() => {
  takeEarlyRead();
});

test("the app's first read takes the entry's read and parse; later reads see storage", () => {
  localStorage.setItem(KEY, JSON.stringify([ad('a')]));
  expect(readStoredAdsEarly()).toBe(JSON.stringify([ad('a')]));
  parseStoredAdsEarly();
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  const parse = vi.spyOn(JSON, 'parse');
  expect(ids()).toEqual(['a']);
  expect(getItem).not.toHaveBeenCalled();
  expect(parse).not.toHaveBeenCalled();
  localStorage.setItem(KEY, JSON.stringify([ad('a'), ad('b')]));
  expect(ids()).toEqual(['a', 'b']);
});

test("another tab's change or this tab's write drops the early read", () => {
  localStorage.setItem(KEY, JSON.stringify([ad('a')]));
  readStoredAdsEarly();
  localStorage.setItem(KEY, JSON.stringify([ad('b')]));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  expect(ids()).toEqual(['b']);

  localStorage.setItem(KEY, JSON.stringify([ad('a')]));
  readStoredAdsEarly();
  addStoredAd(ad('c'));
  expect(ids()).toEqual(['a', 'c']);
});

test('malformed JSON read early is reported like any other read and kept as stored', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '{not json');
  readStoredAdsEarly();
  parseStoredAdsEarly();
  expect(readStoredAds()).toEqual({ vehicles: [], skipped: 0, corrupt: true });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed JSON'), expect.anything());
  expect(localStorage.getItem(KEY)).toBe('{not json');
});

test('an early read no page takes is dropped after a while', () => {
  vi.useFakeTimers();
  try {
    localStorage.setItem(KEY, JSON.stringify([ad('a')]));
    readStoredAdsEarly();
    parseStoredAdsEarly();
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    expect(takeEarlyRead()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
