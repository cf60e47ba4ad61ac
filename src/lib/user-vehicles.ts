import { readStoredVehicle } from '@/domain/vehicles/read-stored-vehicle';
import { parseVehicle, type Vehicle, type VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { dropEarlyRead, takeEarlyRead, type EarlyRead } from './early-ads';
import {
  STORAGE_KEYS,
  backUpUnreadable,
  readRaw,
  readRawForUpdate,
  storedList,
  writeRaw,
  StorageWriteError,
  type StoredList,
} from './storage';

const KEY = STORAGE_KEYS.userVehicles;
const BACKUP_KEY = STORAGE_KEYS.userVehiclesBackup;

export type UserVehiclesRead = {
  vehicles: Vehicle[];
  /** How many stored entries are not shown because they are not ads at all. */
  skipped: number;
  /** Set when the stored value could not be used at all (malformed JSON or not a list). */
  corrupt: boolean;
};

function parse(raw: string, early: EarlyRead | null): unknown {
  if (!early?.parsed) return JSON.parse(raw);
  if (early.parsed.ok) return early.parsed.value;
  throw early.parsed.error;
}

/**
 * The stored list as raw entries, invalid ones included, so a write never drops them. `early`
 * is what the entry already read (and maybe parsed) from storage, see early-ads.ts.
 */
function readRawList(early: EarlyRead | null = null, read = readRaw): StoredList {
  return storedList(KEY, early ? early.raw : read(KEY), (raw) => parse(raw, early));
}

/**
 * Missing → empty; malformed JSON or not a list → empty (logged). Every entry that is
 * an ad is shown, even one that breaks a limit of today's post form (see readStoredVehicle);
 * entries that are not ads are counted and logged. Reading never writes.
 */
export function readUserVehicles(): UserVehiclesRead {
  const { items, unreadable } = readRawList(takeEarlyRead());
  const vehicles: Vehicle[] = [];
  for (const item of items) {
    const vehicle = readStoredVehicle(item);
    if (vehicle) vehicles.push(vehicle);
  }
  const skipped = items.length - vehicles.length;
  if (skipped > 0) console.warn(`[ad-store] skipped ${skipped} stored entries that are not ads`);
  return { vehicles, skipped, corrupt: unreadable !== null };
}

function idOf(item: unknown): unknown {
  return item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
}

/**
 * Read, change, write: always starts from what is stored now (another tab may have written
 * since we last read), keeps entries it does not understand, and writes once. A corrupt value
 * is backed up before it is replaced. `change` returning null leaves storage as it is. Throws
 * StorageWriteError, also when the stored list cannot
 * be read (it is never replaced unseen); then the list is unchanged.
 */
function mutate(change: (items: unknown[]) => unknown[] | null): boolean {
  dropEarlyRead();
  const { items, unreadable } = readRawList(null, readRawForUpdate);
  const next = change(items);
  if (next === null) return false; // nothing to change: no write
  if (unreadable !== null) backUpUnreadable(BACKUP_KEY, unreadable);
  writeRaw(KEY, JSON.stringify(next));
  return true;
}

export function addUserVehicle(vehicle: VehicleInput): void {
  if (!parseVehicle(vehicle)) throw new TypeError('Refusing to store an invalid vehicle ad');
  mutate((items) => [...items.filter((item) => idOf(item) !== vehicle.id), vehicle]);
  guardAdded(vehicle);
}

/**
 * Two tabs posting at the same moment: each reads, adds its ad and writes, and a tab whose copy
 * of storage had not yet caught up with the other's write can write a list without that ad.
 * localStorage has no transactions, so each tab watches its own new ads for a while: when
 * another tab's write leaves one out, it is added back (to what is stored then, so the other
 * tab's ad stays too).
 */
export const ADDED_GUARD_MS = 15_000;
const guarded = new Map<string, { vehicle: VehicleInput; until: number }>();
const repairListeners = new Set<() => void>();

/** Calls `listener` after lost ads were written back (the list changed without a storage event). */
export function subscribeToRepairs(listener: () => void): () => void {
  repairListeners.add(listener);
  return () => repairListeners.delete(listener);
}

function guardAdded(vehicle: VehicleInput) {
  if (typeof window === 'undefined') return;
  if (guarded.size === 0) window.addEventListener('storage', restoreLostAds);
  guarded.set(vehicle.id, { vehicle, until: Date.now() + ADDED_GUARD_MS });
}

function restoreLostAds(event: StorageEvent) {
  if (event.key !== null && event.key !== KEY) return;
  const now = Date.now();
  for (const [id, entry] of guarded) if (entry.until < now) guarded.delete(id);
  if (guarded.size === 0) {
    window.removeEventListener('storage', restoreLostAds);
    return;
  }
  // Cleared by the user (the key removed, or storage cleared): nothing to put back.
  if (event.newValue === null) return;
  let lost = 0;
  try {
    // One read of the stored list: what is missing from it is written back, in the same step.
    const restored = mutate((items) => {
      const stored = new Set(items.map(idOf));
      const missing = [...guarded.values()].filter(({ vehicle }) => !stored.has(vehicle.id));
      lost = missing.length;
      return lost === 0 ? null : [...items, ...missing.map(({ vehicle }) => vehicle)];
    });
    if (!restored) return;
    console.warn(`[ad-store] another tab's write left out ${lost} new ad(s); added back`);
    // This tab's own write fires no storage event here: tell the readers.
    repairListeners.forEach((listener) => listener());
  } catch (error) {
    console.error('[ad-store] could not add back an ad another tab left out', error);
  }
}

/** Stops watching this tab's new ads (removing or clearing them is deliberate; tests). */
export function unguard(id?: string) {
  if (id === undefined) guarded.clear();
  else guarded.delete(id);
}

export function updateUserVehicle(id: string, patch: Partial<VehicleInput>): void {
  mutate((items) =>
    items.map((item) => {
      if (idOf(item) !== id) return item;
      const next = { ...(item as object), ...patch, id };
      if (!parseVehicle(next)) throw new TypeError('Refusing to store an invalid vehicle ad');
      return next;
    }),
  );
}

export function removeUserVehicle(id: string): void {
  unguard(id);
  mutate((items) => items.filter((item) => idOf(item) !== id));
}

export function clearUserVehicles(): void {
  unguard();
  mutate(() => []);
}

export { StorageWriteError };
