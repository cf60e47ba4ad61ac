import { createListStore, type Schema } from './create-store';
import { STORAGE_KEYS } from './storage';

const MAX_SAVED = 500;

// A plain check, not zod: every list and ad page reads the saved ads before it is live.
const id: Schema<string> = {
  safeParse: (item) =>
    typeof item === 'string' && item.length > 0 && item.length <= 200
      ? { success: true, data: item }
      : { success: false },
};

const store = createListStore({
  key: STORAGE_KEYS.savedVehicles,
  item: id,
  backupKey: STORAGE_KEYS.savedVehiclesBackup,
});

export function readSavedVehicleIds(): string[] {
  return [...new Set(store.read().items)];
}

export function isVehicleSaved(id: string): boolean {
  return store.read().items.includes(id);
}

let snapshot: { read: unknown; ids: readonly string[] } | null = null;

/** Newest first; the same array until storage changes (useSyncExternalStore needs that). */
export function getSavedVehicleIdsSnapshot(): readonly string[] {
  const read = store.read();
  if (snapshot?.read !== read) snapshot = { read, ids: readSavedVehicleIds().reverse() };
  return snapshot.ids;
}

/**
 * Unlike toggle, a Remove pressed after another tab removed the id never saves it again, and an
 * unreadable list stays as it is.
 */
export function removeSavedVehicle(id: string): void {
  store.update((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : null));
}

/** Read-change-write, so other tabs' saves survive; past MAX_SAVED the oldest make room. */
export function toggleSavedVehicle(id: string): boolean {
  let saved = false;
  store.update((ids) => {
    saved = !ids.includes(id);
    return (saved ? [...ids, id] : ids.filter((item) => item !== id)).slice(-MAX_SAVED);
  });
  return saved;
}

export const subscribeSavedVehicles = store.subscribe;
