import { z } from 'zod';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

const KEY = STORAGE_KEYS.savedVehicles;
const MAX_SAVED = 500;
let idList: z.ZodArray<z.ZodString> | undefined;

/** The saved vehicle ids. Missing, malformed or invalid data reads as none (and is not rewritten). */
export function readSavedVehicleIds(): string[] {
  const value = readJson(KEY);
  if (value === undefined) return [];
  // Built on first use: zod schemas cost start-up time on phones.
  idList ??= z.array(z.string().min(1).max(200)).max(MAX_SAVED * 2);
  const result = idList.safeParse(value);
  if (!result.success) {
    console.warn(`[saved-vehicles] ${KEY} is not a list of ids; ignoring it`);
    return [];
  }
  return [...new Set(result.data)];
}

export function isVehicleSaved(id: string): boolean {
  return readSavedVehicleIds().includes(id);
}

/**
 * Adds or removes one id (read, change, write, so other tabs' saves survive) and returns the new
 * state. Throws StorageWriteError when storage is full or unavailable; nothing changes then.
 */
export function toggleSavedVehicle(id: string): boolean {
  const ids = readSavedVehicleIds();
  const saved = !ids.includes(id);
  const next = saved ? [...ids, id].slice(-MAX_SAVED) : ids.filter((item) => item !== id);
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
