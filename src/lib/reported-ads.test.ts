import { hasReported, rememberReported } from './reported-ads';

const KEY = 'bikebazaar.reportedAds_v1';

test('a reported ad is remembered once; entries that are not ids are kept as they are', () => {
  localStorage.setItem(KEY, JSON.stringify([42, 'old-ad']));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(hasReported('dio')).toBe(false);
  rememberReported('dio');
  rememberReported('dio');
  expect(hasReported('dio')).toBe(true);
  expect(hasReported('old-ad')).toBe(true);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([42, 'old-ad', 'dio']);
});

test('a browser that keeps nothing still lets the report go (it is only not remembered)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => rememberReported('dio')).not.toThrow();
  expect(hasReported('dio')).toBe(false);
  expect(warn).toHaveBeenCalledWith(
    '[report] could not remember the report in this browser',
    expect.anything(),
  );
});
