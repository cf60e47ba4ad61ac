import { keepMessagePush, readMessagePushIds } from './message-push-ids';

const KEY = 'bikebazaar.messagePush_v1';

test('an ad is added once and removed; entries that are not ids stay stored', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, JSON.stringify([{ old: true }, 'ad-1']));
  keepMessagePush('ad-2', true);
  keepMessagePush('ad-2', true);
  expect(readMessagePushIds()).toEqual(['ad-1', 'ad-2']);
  keepMessagePush('ad-1', false);
  expect(readMessagePushIds()).toEqual(['ad-2']);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([{ old: true }, 'ad-2']);
});

test('a browser that keeps nothing is told in the log, and nothing throws', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => keepMessagePush('ad-1', true)).not.toThrow();
  expect(readMessagePushIds()).toEqual([]);
  expect(warn).toHaveBeenCalled();
});
