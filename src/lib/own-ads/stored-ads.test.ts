import { buildAd } from '@/testing/test-vehicle';
import { failReads, failWrites } from '@/testing/storage-faults';
import { STORAGE_KEYS, StorageWriteError } from '../storage';
import {
  ADDED_GUARD_MS,
  addStoredAd,
  clearStoredAds,
  readStoredAds,
  removeStoredAd,
  updateStoredAd,
} from './stored-ads';

const KEY = STORAGE_KEYS.userVehicles;
const ad = (id: string, extra: object = {}) => buildAd({ id, ...extra });

function quietly() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

test('nothing stored reads as an empty, healthy list', () => {
  expect(readStoredAds()).toEqual({ vehicles: [], skipped: 0, corrupt: false });
});

test('malformed JSON and non-lists read as empty, are logged and never rewritten', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  for (const raw of ['{not json', '{"id":"a"}', 'null', '"text"', '42']) {
    localStorage.setItem(KEY, raw);
    setItem.mockClear();
    expect(readStoredAds()).toEqual({ vehicles: [], skipped: 0, corrupt: true });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBe(raw);
  }
  expect(warn).toHaveBeenCalled();
});

test('every stored ad is shown, odd ones too; entries that are not ads are counted', () => {
  quietly();
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const stored = [
    ad('good'),
    ad('neg', { price: -1 }),
    ad('future', { year: 99999 }),
    ad('huge', { title: 'x'.repeat(1_000_000) }),
    ad('long-make', { make: 'M'.repeat(41) }),
    { id: 'partial' },
    'not an object',
    null,
    ad('xss', { title: '<script>alert(1)</script>', image: 'javascript:alert(1)' }),
  ];
  const raw = JSON.stringify(stored);
  localStorage.setItem(KEY, raw);
  setItem.mockClear();
  const result = readStoredAds();
  expect(result.vehicles.map((vehicle) => vehicle.id)).toEqual([
    'good',
    'neg',
    'huge',
    'long-make',
    'xss',
  ]);
  expect(result.vehicles[1]?.price).toBeNull();
  expect(result.vehicles[2]?.title).toHaveLength(120);
  expect(result.vehicles[3]?.make).toHaveLength(40);
  expect(result.vehicles[4]?.image).toBe('');
  expect(result.skipped).toBe(4);
  expect(result.corrupt).toBe(false);
  expect(setItem).not.toHaveBeenCalled();
  expect(localStorage.getItem(KEY)).toBe(raw);
});

test('a storage that throws on read gives an empty list', () => {
  quietly();
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(readStoredAds()).toEqual({ vehicles: [], skipped: 0, corrupt: false });
});

test('add reads, merges and writes, so another tab’s ads survive', () => {
  addStoredAd(ad('a'));
  // Another tab writes its own list in between.
  localStorage.setItem(KEY, JSON.stringify([ad('a'), ad('b')]));
  addStoredAd(ad('c'));
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['a', 'b', 'c']);
});

test('an ad another tab wrote over right after posting is added back, once', () => {
  quietly();
  const ids = () => readStoredAds().vehicles.map((vehicle) => vehicle.id);
  const otherTabWrites = (value: string) => {
    localStorage.setItem(KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
  };
  localStorage.setItem(KEY, JSON.stringify([ad('old')]));
  addStoredAd(ad('mine'));
  // The other tab posted from a copy of storage that had not caught up with ours.
  otherTabWrites(JSON.stringify([ad('old'), ad('theirs')]));
  expect(ids()).toEqual(['old', 'theirs', 'mine']);
  // Its next write includes ours: nothing to do, nothing duplicated.
  otherTabWrites(JSON.stringify([ad('old'), ad('theirs'), ad('mine'), ad('more')]));
  expect(ids()).toEqual(['old', 'theirs', 'mine', 'more']);
  // Cleared in another tab: not put back.
  localStorage.removeItem(KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
  expect(ids()).toEqual([]);
  // After the guard time a list without it is the other tab's decision.
  addStoredAd(ad('later'));
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ADDED_GUARD_MS + 1);
  otherTabWrites('[]');
  expect(ids()).toEqual([]);
  vi.restoreAllMocks();
  clearStoredAds();
});

test('writes keep stored entries they do not understand; same id replaces', () => {
  quietly();
  localStorage.setItem(KEY, JSON.stringify([{ weird: true }, ad('a')]));
  addStoredAd(ad('a', { title: 'Updated' }));
  const raw = JSON.parse(localStorage.getItem(KEY)!) as unknown[];
  expect(raw).toHaveLength(2);
  expect(raw[0]).toEqual({ weird: true });
  expect(readStoredAds().vehicles[0]?.title).toBe('Updated');
});

test('an invalid ad is refused and nothing is written', () => {
  expect(() => addStoredAd(ad('bad', { price: -5 }))).toThrow(TypeError);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('a full storage fails the write with a quota error and keeps earlier ads', () => {
  quietly();
  addStoredAd(ad('a'));
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  let error: unknown;
  try {
    addStoredAd(ad('b'));
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(StorageWriteError);
  expect((error as StorageWriteError).reason).toBe('quota');
  vi.restoreAllMocks();
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['a']);
});

test('an unavailable storage fails the write with reason unavailable', () => {
  quietly();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('nope', 'SecurityError');
  });
  expect(() => addStoredAd(ad('a'))).toThrow(
    expect.objectContaining({ name: 'StorageWriteError', reason: 'unavailable' }),
  );
});

test('a corrupt value is backed up before the first write replaces it', () => {
  quietly();
  localStorage.setItem(KEY, '{broken');
  addStoredAd(ad('a'));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userVehiclesBackup)!)).toEqual(['{broken']);
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['a']);
});

test('every unreadable value is backed up, oldest first; older copies give way when full', () => {
  quietly();
  const backup = STORAGE_KEYS.userVehiclesBackup;
  localStorage.setItem(backup, '{from an older version');
  localStorage.setItem(KEY, '{A');
  addStoredAd(ad('a'));
  localStorage.setItem(KEY, '{"not":"a list"}');
  addStoredAd(ad('b'));
  expect(JSON.parse(localStorage.getItem(backup)!)).toEqual([
    '{from an older version',
    '{A',
    '{"not":"a list"}',
  ]);

  localStorage.setItem(KEY, '{C');
  // Room for two backups at most.
  failWrites(
    (key, value) => key === backup && (JSON.parse(value) as unknown[]).length > 2,
    new DOMException('full', 'QuotaExceededError'),
  );
  addStoredAd(ad('c'));
  vi.restoreAllMocks();
  expect(JSON.parse(localStorage.getItem(backup)!)).toEqual(['{"not":"a list"}', '{C']);
});

test('when the stored list cannot be read, a post fails and the stored ads stay', () => {
  quietly();
  localStorage.setItem(KEY, JSON.stringify([ad('keep')]));
  failReads(KEY, new DOMException('denied', 'SecurityError'));
  expect(() => addStoredAd(ad('new'))).toThrow(
    expect.objectContaining({ name: 'StorageWriteError', reason: 'unavailable' }),
  );
  vi.restoreAllMocks();
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['keep']);
});

test('a corrupt value too big to back up is still replaced, so posting works', () => {
  quietly();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem(KEY, '{broken');
  failWrites(
    (key) => key === STORAGE_KEYS.userVehiclesBackup,
    new DOMException('full', 'QuotaExceededError'),
  );
  addStoredAd(ad('a'));
  vi.restoreAllMocks();
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['a']);
  expect(localStorage.getItem(STORAGE_KEYS.userVehiclesBackup)).toBeNull();
  expect(error).toHaveBeenCalledWith(expect.stringContaining('It began: {broken'));
});

test('when storage is unavailable, a corrupt value stays as it was', () => {
  quietly();
  localStorage.setItem(KEY, '{broken');
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('nope', 'SecurityError');
  });
  expect(() => addStoredAd(ad('a'))).toThrow(StorageWriteError);
  vi.restoreAllMocks();
  expect(localStorage.getItem(KEY)).toBe('{broken');
});

test('update, remove and clear change only what they should', () => {
  addStoredAd(ad('a'));
  addStoredAd(ad('b'));
  updateStoredAd('a', { price: null });
  expect(readStoredAds().vehicles[0]?.price).toBeNull();
  expect(() => updateStoredAd('a', { year: 99999 })).toThrow(TypeError);
  expect(readStoredAds().vehicles[0]?.year).toBe(2020);
  removeStoredAd('a');
  expect(readStoredAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['b']);
  clearStoredAds();
  expect(localStorage.getItem(KEY)).toBe('[]');
});
