import { readRaw, STORAGE_KEYS, StorageWriteError, writeQuietly, writeRaw } from './storage';

test('storage that throws on every access reads as missing and writes fail with a typed error', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(readRaw(STORAGE_KEYS.language)).toBeNull();
  expect(() => writeRaw(STORAGE_KEYS.language, 'si')).toThrow(StorageWriteError);
  expect(writeQuietly(STORAGE_KEYS.language, 'si')).toBe(false);
  expect(warn).toHaveBeenCalled();
});

test('a full storage reports reason quota', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => writeRaw(STORAGE_KEYS.userVehicles, '[]')).toThrow(
    expect.objectContaining({ reason: 'quota' }),
  );
});
