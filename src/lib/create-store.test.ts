import * as z from 'zod/mini';
import { failReads, failWrites } from '@/testing/storage-faults';
import { createListStore, createStore } from './create-store';
import { STORAGE_KEYS, StorageWriteError } from './storage';

// Any two keys do: the factory does not care what they hold.
const KEY = STORAGE_KEYS.myBike;
const BACKUP = STORAGE_KEYS.savedVehiclesBackup;

const quota = () => new DOMException('full', 'QuotaExceededError');
const quietly = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
const otherTab = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

const pointSchema = z.object({ x: z.number(), y: z.number() });
const pointStore = (options: { backup?: boolean; keepInMemory?: boolean } = {}) =>
  createStore({
    key: KEY,
    schema: pointSchema,
    fallback: null,
    ...(options.backup ? { backupKey: BACKUP } : {}),
    ...(options.keepInMemory ? { keepInMemory: true } : {}),
  });

describe('one value', () => {
  test('nothing stored reads as the fallback; a value is written as JSON and read back', () => {
    const store = pointStore();
    expect(store.get()).toBeNull();
    store.set({ x: 1, y: 2 });
    expect(localStorage.getItem(KEY)).toBe('{"x":1,"y":2}');
    expect(store.get()).toEqual({ x: 1, y: 2 });
    store.remove();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toBeNull();
  });

  test('the snapshot is the same object until the stored text changes, whoever changes it', () => {
    const store = pointStore();
    localStorage.setItem(KEY, '{"x":1,"y":2}');
    const first = store.get();
    expect(store.get()).toBe(first);
    localStorage.setItem(KEY, '{"x":3,"y":4}');
    expect(store.get()).toEqual({ x: 3, y: 4 });
    localStorage.clear();
    expect(store.get()).toBeNull();
  });

  test('stored text that does not read is logged, read as the fallback and left as it is', () => {
    const warn = quietly();
    const store = pointStore();
    for (const raw of ['{oops', '[1,2]', '{"x":"1","y":2}', 'null']) {
      localStorage.setItem(KEY, raw);
      expect(store.get()).toBeNull();
      expect(localStorage.getItem(KEY)).toBe(raw);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  test('a write over unreadable text backs it up first, or logs what it replaced', () => {
    const warn = quietly();
    localStorage.setItem(KEY, '{oops');
    pointStore({ backup: true }).set({ x: 1, y: 1 });
    expect(JSON.parse(localStorage.getItem(BACKUP)!)).toEqual(['{oops']);

    localStorage.setItem(KEY, '{again');
    pointStore().set({ x: 2, y: 2 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('It began: {again'));
    expect(localStorage.getItem(KEY)).toBe('{"x":2,"y":2}');
  });

  test('a refused write throws StorageWriteError and keeps what was stored', () => {
    quietly();
    const store = pointStore();
    localStorage.setItem(KEY, '{"x":1,"y":1}');
    failWrites(() => true, quota());
    expect(() => store.set({ x: 2, y: 2 })).toThrow(
      expect.objectContaining({ name: 'StorageWriteError', reason: 'quota' }),
    );
    vi.restoreAllMocks();
    expect(store.get()).toEqual({ x: 1, y: 1 });
  });

  test('storage that cannot be read reads as the fallback, and a write is refused', () => {
    quietly();
    const store = pointStore();
    localStorage.setItem(KEY, '{"x":1,"y":1}');
    failReads(KEY, new DOMException('denied', 'SecurityError'));
    expect(store.get()).toBeNull();
    expect(() => store.set({ x: 2, y: 2 })).toThrow(StorageWriteError);
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe('{"x":1,"y":1}');
  });

  test('a preference storage refuses holds for this page until another tab writes', () => {
    quietly();
    const store = pointStore({ keepInMemory: true });
    failWrites(() => true, quota());
    store.set({ x: 5, y: 5 });
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toEqual({ x: 5, y: 5 });
    localStorage.setItem(KEY, '{"x":6,"y":6}');
    otherTab(KEY);
    expect(store.get()).toEqual({ x: 6, y: 6 });
  });

  test('subscribers hear this tab’s writes and other tabs’ for this key, until they stop', () => {
    const store = pointStore();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set({ x: 1, y: 1 });
    otherTab(KEY);
    otherTab(null); // storage cleared
    otherTab(STORAGE_KEYS.compare);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    store.set({ x: 2, y: 2 });
    otherTab(KEY);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});

describe('a list', () => {
  const ids = () =>
    createListStore({
      key: KEY,
      item: z.string().check(z.minLength(1)),
    });

  test('entries are checked one by one: the ones that do not read are skipped and kept', () => {
    quietly();
    const store = ids();
    localStorage.setItem(KEY, '[1,"a",{"b":2},"c"]');
    expect(store.read()).toEqual({ items: ['a', 'c'], skipped: 2, unreadable: false });
    expect(store.update((items) => [...items, 'd'])).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([1, { b: 2 }, 'a', 'c', 'd']);
  });

  test('update sees entries as stored, so fields a later version added survive', () => {
    const store = createListStore({ key: KEY, item: z.object({ id: z.string() }) });
    localStorage.setItem(KEY, '[{"id":"a","later":true}]');
    expect(store.read().items).toEqual([{ id: 'a' }]);
    store.update((items) => [...items, { id: 'b' }]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([{ id: 'a', later: true }, { id: 'b' }]);
  });

  test('no change writes nothing and tells no one', () => {
    const store = ids();
    const heard = vi.fn();
    onTestFinished(store.subscribe(heard));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(store.update(() => null)).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });

  test('a list that does not read is left alone, unless a backup key keeps it first', () => {
    quietly();
    localStorage.setItem(KEY, '{"not":"a list"}');
    const store = ids();
    expect(store.read()).toEqual({ items: [], skipped: 0, unreadable: true });
    expect(store.update((items) => [...items, 'a'])).toBe(false);
    expect(localStorage.getItem(KEY)).toBe('{"not":"a list"}');

    const backedUp = createListStore({ key: KEY, item: z.string(), backupKey: BACKUP });
    expect(backedUp.update((items) => [...items, 'a'])).toBe(true);
    expect(JSON.parse(localStorage.getItem(BACKUP)!)).toEqual(['{"not":"a list"}']);
    expect(backedUp.read().items).toEqual(['a']);
  });

  test('update starts from what is stored now, so another tab’s entries survive', () => {
    const store = ids();
    store.update(() => ['a']);
    localStorage.setItem(KEY, '["a","from another tab"]');
    store.update((items) => [...items, 'b']);
    expect(store.read().items).toEqual(['a', 'from another tab', 'b']);
  });

  test('the read is the same object until the stored text changes', () => {
    const store = ids();
    localStorage.setItem(KEY, '["a"]');
    const first = store.read();
    expect(store.read()).toBe(first);
    localStorage.setItem(KEY, '["a","b"]');
    expect(store.read()).not.toBe(first);
    expect(store.read().items).toEqual(['a', 'b']);
  });

  test('when storage cannot be read or written, update throws and nothing changes', () => {
    quietly();
    const store = ids();
    localStorage.setItem(KEY, '["a"]');
    failReads(KEY, new DOMException('denied', 'SecurityError'));
    expect(() => store.update((items) => [...items, 'b'])).toThrow(StorageWriteError);
    vi.restoreAllMocks();
    failWrites(() => true, quota());
    expect(() => store.update((items) => [...items, 'b'])).toThrow(
      expect.objectContaining({ reason: 'quota' }),
    );
    vi.restoreAllMocks();
    expect(store.read().items).toEqual(['a']);
  });
});
