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

/** Newest first; the same array until storage changes (useSyncExternalStore needs that). */
export function getSavedVehicleIdsSnapshot(): readonly string[] {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, ids: readSavedVehicleIds().reverse() };
  return snapshot.ids;
}

/** Unlike toggle, a Remove pressed after another tab removed the id never saves it again. */
export function removeSavedVehicle(id: string): void {
  const { items, unreadable } = storedList(KEY, readRawForUpdate(KEY));
  if (unreadable !== null || !items.includes(id)) return;
  writeJson(
    KEY,
    items.filter((item) => item !== id),
  );
  notify();
}

/** Read-change-write, so other tabs' saves survive; past MAX_SAVED the oldest make room. */
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
