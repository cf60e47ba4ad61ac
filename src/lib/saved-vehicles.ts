import {
  STORAGE_KEYS,
  backUpUnreadable,
  readRaw,
  readRawForUpdate,
  storedList,
  writeJson,
} from './storage';

const KEY = STORAGE_KEYS.savedVehicles;
const MAX_SAVED = 500;

const isId = (item: unknown): item is string =>
  typeof item === 'string' && item.length > 0 && item.length <= 200;

/** The saved vehicle ids: entries that are not ids are skipped (and kept); reading never writes. */
export function readSavedVehicleIds(): string[] {
  const { items } = storedList(KEY, readRaw(KEY));
  const ids = items.filter(isId);
  if (ids.length < items.length) {
    console.warn(`[saved-vehicles] skipped ${items.length - ids.length} entries that are not ids`);
  }
  return [...new Set(ids)];
}

export function isVehicleSaved(id: string): boolean {
  return readSavedVehicleIds().includes(id);
}

let snapshot: { raw: string | null; ids: readonly string[] } | null = null;

/**
 * The saved ids, newest first, as one array that stays the same until the stored value changes
 * (for useSyncExternalStore, which needs a stable snapshot, and so bad entries warn once).
 */
export function getSavedVehicleIdsSnapshot(): readonly string[] {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, ids: readSavedVehicleIds().reverse() };
  return snapshot.ids;
}

/**
 * Removes one id if it is saved (a no-op otherwise, unlike toggle, so a Remove pressed after
 * another tab removed it never saves it again). Throws StorageWriteError as toggle does.
 */
export function removeSavedVehicle(id: string): void {
  const { items, unreadable } = storedList(KEY, readRawForUpdate(KEY));
  if (unreadable !== null || !items.includes(id)) return;
  writeJson(
    KEY,
    items.filter((item) => item !== id),
  );
  notify();
}

/**
 * Adds or removes one id (read, change, write, so other tabs' saves survive) and returns the new
 * state. Entries it does not understand stay; an unreadable value is backed up before it is
 * replaced; past MAX_SAVED ids the oldest make room. Throws StorageWriteError when storage is
 * full, unavailable or cannot be read; nothing changes then.
 */
export function toggleSavedVehicle(id: string): boolean {
  const { items, unreadable } = storedList(KEY, readRawForUpdate(KEY));
  const saved = !items.includes(id);
  let next = saved ? [...items, id] : items.filter((item) => item !== id);
  const ids = next.filter(isId);
  if (ids.length > MAX_SAVED) {
    const dropped = new Set(ids.slice(0, ids.length - MAX_SAVED));
    next = next.filter((item) => !(isId(item) && dropped.has(item)));
  }
  if (unreadable !== null) backUpUnreadable(STORAGE_KEYS.savedVehiclesBackup, unreadable);
  writeJson(KEY, next);
  notify();
  return saved;
}

const listeners = new Set<() => void>();
function notify() {
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: our own writes and other tabs' writes. */
export function subscribeSavedVehicles(listener: () => void): () => void {
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
