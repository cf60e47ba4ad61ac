import { COMPARE_MAX, isAdId } from '@/domain/vehicles/compare-ids';
import { STORAGE_KEYS, readRaw, readRawForUpdate, writeJson } from './storage';

const KEY = STORAGE_KEYS.compare;

/** More than any list this app writes; a longer one is not ours. */
const STORED_MAX = 50;

// A plain check, not zod: every list and ad page reads this list, and zod is ~23 KB gzip.
function isStoredList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= STORED_MAX &&
    value.every((item) => typeof item === 'string')
  );
}

/** Whatever is stored, the ids it can use: bad data is logged and read as none, never thrown. */
export function parseCompareList(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('[compare] stored list is not JSON; treating it as empty', error);
    return [];
  }
  if (!isStoredList(value)) {
    console.warn('[compare] stored list is not a list of ids; treating it as empty');
    return [];
  }
  const ids = [...new Set(value.filter(isAdId))];
  if (ids.length < value.length) console.warn('[compare] skipped entries that are not ids');
  return ids.slice(0, COMPARE_MAX);
}

export function readCompareIds(): string[] {
  return parseCompareList(readRaw(KEY));
}

let snapshot: { raw: string | null; ids: readonly string[] } | null = null;

/** In the order added; the same array until storage changes (useSyncExternalStore needs that). */
export function getCompareIdsSnapshot(): readonly string[] {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, ids: parseCompareList(raw) };
  return snapshot.ids;
}

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Read-change-write, so another tab's choice survives; a fourth ad is refused, not dropped in. */
export function toggleCompareId(id: string): CompareToggleResult {
  if (!isAdId(id)) throw new Error('not an ad id');
  const ids = parseCompareList(readRawForUpdate(KEY));
  if (ids.includes(id)) {
    writeJson(
      KEY,
      ids.filter((item) => item !== id),
    );
    notify();
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) return 'full';
  writeJson(KEY, [...ids, id]);
  notify();
  return 'added';
}

export function removeCompareId(id: string): void {
  const ids = parseCompareList(readRawForUpdate(KEY));
  if (!ids.includes(id)) return;
  writeJson(
    KEY,
    ids.filter((item) => item !== id),
  );
  notify();
}

const listeners = new Set<() => void>();
function notify() {
  listeners.forEach((listener) => listener());
}

/** This tab's changes and other tabs' (the storage event). */
export function subscribeCompareIds(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
