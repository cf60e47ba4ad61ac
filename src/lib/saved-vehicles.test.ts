import { failReads } from '@/testing/storage-faults';
import { STORAGE_KEYS, StorageWriteError } from './storage';
import {
  getSavedVehicleIdsSnapshot,
  isVehicleSaved,
  removeSavedVehicle,
  readSavedVehicleIds,
  subscribeSavedVehicles,
  toggleSavedVehicle,
} from './saved-vehicles';

const KEY = STORAGE_KEYS.savedVehicles;

test('toggling saves and unsaves an id and tells subscribers', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeSavedVehicles(listener);
  expect(toggleSavedVehicle('a')).toBe(true);
  expect(isVehicleSaved('a')).toBe(true);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['a']);
  expect(toggleSavedVehicle('a')).toBe(false);
  expect(readSavedVehicleIds()).toEqual([]);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
});

test('bad stored values read as none and are not rewritten', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const raw of ['{oops', '{"a":1}', '[1,2]', '"a"', 'null']) {
    localStorage.setItem(KEY, raw);
    expect(readSavedVehicleIds()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBe(raw);
  }
});

test('a list with bad entries keeps its ids, and Save keeps every entry (those first)', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '["veh-a","veh-b",123,"veh-a"]');
  expect(readSavedVehicleIds()).toEqual(['veh-a', 'veh-b']);
  expect(toggleSavedVehicle('veh-c')).toBe(true);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([123, 'veh-a', 'veh-b', 'veh-a', 'veh-c']);
  expect(toggleSavedVehicle('veh-a')).toBe(false);
  expect(readSavedVehicleIds()).toEqual(['veh-b', 'veh-c']);
});

test('an unreadable saved list is backed up before Save replaces it', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '{oops');
  expect(toggleSavedVehicle('a')).toBe(true);
  expect(readSavedVehicleIds()).toEqual(['a']);
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedVehiclesBackup)!)).toEqual(['{oops']);
});

test('past 500 saved ids the oldest make room', () => {
  const ids = Array.from({ length: 500 }, (_, index) => `v${index}`);
  localStorage.setItem(KEY, JSON.stringify(ids));
  toggleSavedVehicle('new');
  const saved = readSavedVehicleIds();
  expect(saved).toHaveLength(500);
  expect(saved[0]).toBe('v1');
  expect(saved.at(-1)).toBe('new');
});

test('when the saved list cannot be read, Save fails and changes nothing', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '["a"]');
  failReads(KEY, new DOMException('denied', 'SecurityError'));
  expect(() => toggleSavedVehicle('b')).toThrow(
    expect.objectContaining({ name: 'StorageWriteError', reason: 'unavailable' }),
  );
  vi.restoreAllMocks();
  expect(localStorage.getItem(KEY)).toBe('["a"]');
});

test('a failed write throws StorageWriteError and keeps what was saved', () => {
  localStorage.setItem(KEY, '["a"]');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => toggleSavedVehicle('b')).toThrow(StorageWriteError);
  expect(readSavedVehicleIds()).toEqual(['a']);
});

test('the snapshot lists the newest first and stays the same object until storage changes', () => {
  toggleSavedVehicle('a');
  toggleSavedVehicle('b');
  const first = getSavedVehicleIdsSnapshot();
  expect(first).toEqual(['b', 'a']);
  expect(getSavedVehicleIdsSnapshot()).toBe(first);
  localStorage.setItem(KEY, '["c"]');
  expect(getSavedVehicleIdsSnapshot()).toEqual(['c']);
});

test('remove takes one id out, keeps the rest, and never saves an id that is not there', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeSavedVehicles(listener);
  localStorage.setItem(KEY, '["a","b","c"]');
  removeSavedVehicle('b');
  expect(readSavedVehicleIds()).toEqual(['a', 'c']);
  expect(listener).toHaveBeenCalledTimes(1);
  removeSavedVehicle('b');
  expect(readSavedVehicleIds()).toEqual(['a', 'c']);
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('remove leaves an unreadable saved list as it is', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '{oops');
  removeSavedVehicle('a');
  expect(localStorage.getItem(KEY)).toBe('{oops');
});
