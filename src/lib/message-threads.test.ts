import { STORAGE_KEYS } from './storage';
import {
  findThreadForAd,
  forgetMessageThread,
  getMessageThreadsSnapshot,
  hasUnreadableThreads,
  readMessageThreads,
  rememberMessageThread,
  subscribeMessageThreads,
  type StoredThread,
} from './message-threads';

const KEY = STORAGE_KEYS.messageThreads;
const thread = (overrides: Partial<StoredThread> = {}): StoredThread => ({
  id: 'T'.repeat(22),
  token: 'k'.repeat(24),
  vehicleId: 'honda-dio-1',
  title: 'Honda Dio',
  startedAt: 1000,
  ...overrides,
});

test('a thread is kept with its token, found by its ad, and removed', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeMessageThreads(listener);
  expect(rememberMessageThread(thread())).toBe(true);
  const newer = thread({ id: 'N'.repeat(22), vehicleId: 'bajaj-pulsar', startedAt: 2000 });
  rememberMessageThread(newer);
  expect(readMessageThreads().map((kept) => kept.id)).toEqual([newer.id, 'T'.repeat(22)]);
  expect(getMessageThreadsSnapshot()).toBe(getMessageThreadsSnapshot());
  expect(findThreadForAd('honda-dio-1')?.token).toBe('k'.repeat(24));
  // A fresh token for a kept thread replaces the old one: one entry per thread.
  rememberMessageThread(thread({ token: 'z'.repeat(24) }));
  expect(readMessageThreads()).toHaveLength(2);
  expect(findThreadForAd('honda-dio-1')?.token).toBe('z'.repeat(24));
  forgetMessageThread(newer.id);
  expect(readMessageThreads().map((kept) => kept.id)).toEqual(['T'.repeat(22)]);
  expect(listener).toHaveBeenCalledTimes(4);
  unsubscribe();
});

test('hostile stored entries are skipped on read, never crash, and are kept on write', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const hostile = [
    null,
    42,
    'junk',
    [],
    { id: '__proto__', token: 'k'.repeat(24), vehicleId: 'x', title: '', startedAt: 1 },
    { ...thread(), token: '<script>alert(1)</script>' },
    { ...thread(), id: 'short' },
    { ...thread(), startedAt: -1 },
    { ...thread(), startedAt: 1.5 },
    { ...thread(), title: 'x'.repeat(10_000) },
    { ...thread(), vehicleId: '' },
    JSON.parse('{"__proto__": {"polluted": true}}'),
  ];
  localStorage.setItem(KEY, JSON.stringify(hostile));
  expect(readMessageThreads()).toEqual([]);
  expect(hasUnreadableThreads()).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(rememberMessageThread(thread())).toBe(true);
  const stored = JSON.parse(localStorage.getItem(KEY)!) as unknown[];
  expect(stored.slice(0, hostile.length)).toEqual(JSON.parse(JSON.stringify(hostile)));
  expect(readMessageThreads()).toEqual([thread()]);
  forgetMessageThread(thread().id);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(JSON.parse(JSON.stringify(hostile)));
});

test('a stored value that is not a list is left alone: nothing is kept over it', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const raw of ['{oops', '{"id":"x"}', '"text"', 'null', '\u0000\ud800']) {
    localStorage.setItem(KEY, raw);
    expect(readMessageThreads()).toEqual([]);
    expect(hasUnreadableThreads()).toBe(true);
    expect(rememberMessageThread(thread())).toBe(false);
    expect(localStorage.getItem(KEY)).toBe(raw);
  }
});

test('a thread that is not one is not kept', () => {
  expect(rememberMessageThread(thread({ token: 'bad token' }))).toBe(false);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('storage that throws never crashes a read or a write', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(readMessageThreads()).toEqual([]);
  expect(rememberMessageThread(thread())).toBe(false);
  expect(forgetMessageThread(thread().id)).toBe(false);
  vi.restoreAllMocks();
});
