import { COMPARE_MAX, isAdId } from '@/domain/vehicles/compare-ids';
import { createListStore } from './create-store';
import { STORAGE_KEYS } from './storage';

// A plain check, not zod: every list and ad page reads this list, and zod is ~23 KB gzip.
const store = createListStore<string>({
  key: STORAGE_KEYS.compare,
  item: {
    safeParse: (item) => (isAdId(item) ? { success: true, data: item } : { success: false }),
  },
  backupKey: STORAGE_KEYS.compareBackup,
});

const usable = (ids: readonly string[]) => [...new Set(ids)].slice(0, COMPARE_MAX);

/** Whatever is stored, the ids it can use: bad data is logged and read as none, never thrown. */
export function parseCompareList(raw: string | null): string[] {
  return usable(store.parse(raw).items);
}

export function readCompareIds(): string[] {
  return usable(store.read().items);
}

let snapshot: { read: unknown; ids: readonly string[] } | null = null;

/** In the order added; the same array until storage changes (useSyncExternalStore needs that). */
export function getCompareIdsSnapshot(): readonly string[] {
  const read = store.read();
  if (snapshot?.read !== read) snapshot = { read, ids: usable(read.items) };
  return snapshot.ids;
}

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Read-change-write, so another tab's choice survives; a fourth ad is refused, not dropped in. */
export function toggleCompareId(id: string): CompareToggleResult {
  if (!isAdId(id)) throw new Error('not an ad id');
  let result: CompareToggleResult = 'full';
  store.update((stored) => {
    const ids = usable(stored);
    if (ids.includes(id)) {
      result = 'removed';
      return ids.filter((item) => item !== id);
    }
    if (ids.length >= COMPARE_MAX) return null;
    result = 'added';
    return [...ids, id];
  });
  return result;
}

export function removeCompareId(id: string): void {
  store.update((stored) => {
    const ids = usable(stored);
    return ids.includes(id) ? ids.filter((item) => item !== id) : null;
  });
}

/** This tab's changes and other tabs' (the storage event). */
export const subscribeCompareIds = store.subscribe;
