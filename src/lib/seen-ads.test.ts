import { buildVehicle } from '@/testing/test-vehicle';
import { readSeenAd, saveSeenAd } from './seen-ads';

const KEY = 'bikebazaar.seenAds_v1';

test('a kept copy reads back with its date; the newest 30 are kept', () => {
  saveSeenAd(buildVehicle({ id: 'dio' }), new Date('2026-11-01T10:00:00Z'));
  expect(readSeenAd('dio')).toEqual({
    vehicle: expect.objectContaining({ id: 'dio' }),
    savedAt: '2026-11-01T10:00:00.000Z',
  });
  for (let n = 0; n < 30; n += 1) {
    saveSeenAd(buildVehicle({ id: `ad-${n}` }), new Date(Date.UTC(2026, 10, 2, 0, n)));
  }
  expect(readSeenAd('dio')).toBeNull();
  expect(readSeenAd('ad-29')?.vehicle.id).toBe('ad-29');
  expect(Object.keys(JSON.parse(localStorage.getItem(KEY)!))).toHaveLength(30);
});

test('a copy that breaks the ad rules, or stored text that is not a record, reads as none', () => {
  localStorage.setItem(
    KEY,
    JSON.stringify({ bad: { vehicle: { id: 'bad', price: 'lots' }, savedAt: '2026-11-01' } }),
  );
  expect(readSeenAd('bad')).toBeNull();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '[1,2');
  expect(readSeenAd('bad')).toBeNull();
  // A new copy still goes in.
  saveSeenAd(buildVehicle({ id: 'next' }));
  expect(readSeenAd('next')?.vehicle.id).toBe('next');
  expect(warn).toHaveBeenCalled();
});
