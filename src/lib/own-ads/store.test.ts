import { failWrites } from '@/testing/storage-faults';
import { buildVehicle } from '@/testing/test-vehicle';
import { STORAGE_KEYS } from '../storage';
import { readManageToken } from './manage-tokens';
import {
  addOwnAd,
  followServerCopy,
  keepPublishedAd,
  localOnlyAds,
  readOwnAds,
  subscribeOwnAds,
  updateOwnAd,
} from './store';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const KEY = STORAGE_KEYS.userVehicles;
const ids = () => readOwnAds().vehicles.map((vehicle) => vehicle.id);

function listen() {
  const heard = vi.fn();
  const stop = subscribeOwnAds(heard);
  onTestFinished(stop);
  return heard;
}

test('a published ad is kept once: its manage link, its mark and its copy, in one change', () => {
  const heard = listen();
  keepPublishedAd(buildVehicle({ id: 'pub-1' }), TOKEN);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(ids()).toEqual(['pub-1']);
  expect(readOwnAds().published.has('pub-1')).toBe(true);
  expect(readManageToken('pub-1')).toBe(TOKEN);
  // Published by the server, so a list from the server already counts it.
  expect(localOnlyAds(readOwnAds())).toEqual([]);
});

test('without a manage link the ad is still kept and marked', () => {
  keepPublishedAd(buildVehicle({ id: 'pub-2' }), null);
  expect(ids()).toEqual(['pub-2']);
  expect(readManageToken('pub-2')).toBeNull();
});

test('readers hear of every write, and a read after it is fresh', () => {
  const heard = listen();
  expect(ids()).toEqual([]);
  addOwnAd(buildVehicle({ id: 'a' }));
  expect(ids()).toEqual(['a']);
  updateOwnAd('a', { title: 'Changed' });
  expect(readOwnAds().vehicles[0]?.title).toBe('Changed');
  expect(heard).toHaveBeenCalledTimes(2);
});

test('the server’s edited copy replaces this browser’s, and readers see it', () => {
  addOwnAd(buildVehicle({ id: 'ad-1', title: 'Old' }));
  const heard = listen();
  followServerCopy('ad-1', buildVehicle({ id: 'ad-1', title: 'New' }));
  expect(readOwnAds().vehicles.map((vehicle) => vehicle.title)).toEqual(['New']);
  expect(heard).toHaveBeenCalledTimes(1);
});

test('an ad its owner deleted leaves this browser’s ads too', () => {
  addOwnAd(buildVehicle({ id: 'gone' }));
  addOwnAd(buildVehicle({ id: 'stays' }));
  followServerCopy('gone', 'deleted');
  expect(ids()).toEqual(['stays']);
});

test('a copy that already matches, an ad not posted here, or no answer writes nothing', () => {
  const vehicle = buildVehicle({ id: 'same' });
  addOwnAd(vehicle);
  followServerCopy('same', vehicle);
  const heard = listen();
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  followServerCopy('same', vehicle);
  followServerCopy('someone-elses', buildVehicle({ id: 'someone-elses' }));
  followServerCopy('someone-elses', 'deleted');
  followServerCopy('same', null);
  expect(setItem).not.toHaveBeenCalled();
  expect(heard).not.toHaveBeenCalled();
  expect(ids()).toEqual(['same']);
});

test('following fails quietly when storage is full: the server’s copy is what buyers see', () => {
  addOwnAd(buildVehicle({ id: 'full', title: 'Old' }));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  failWrites((key) => key === KEY, new DOMException('full', 'QuotaExceededError'));
  expect(() => followServerCopy('full', buildVehicle({ id: 'full', title: 'New' }))).not.toThrow();
  expect(warn).toHaveBeenCalled();
  vi.restoreAllMocks();
  expect(readOwnAds().vehicles.map((vehicle) => vehicle.title)).toEqual(['Old']);
});

test('following never drops stored entries it does not understand', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, JSON.stringify([{ odd: true }, buildVehicle({ id: 'x' })]));
  followServerCopy('x', buildVehicle({ id: 'x', title: 'Newer' }));
  expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')[0]).toEqual({ odd: true });
  expect(readOwnAds().skipped).toBe(1);
});
