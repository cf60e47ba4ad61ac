import { STORAGE_KEYS, StorageWriteError } from './storage';
import {
  isVehicleSaved,
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
  for (const raw of ['{oops', '{"a":1}', '[1,2]', '"a"']) {
    localStorage.setItem(KEY, raw);
    expect(readSavedVehicleIds()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBe(raw);
  }
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
