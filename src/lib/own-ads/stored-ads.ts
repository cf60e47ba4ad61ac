import { readStoredVehicle } from '@/domain/vehicles/read-stored-vehicle';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle, VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { dropEarlyRead, takeEarlyRead, type EarlyRead } from './early-read';
import {
  STORAGE_KEYS,
  backUpUnreadable,
  readRaw,
  readRawForUpdate,
  storedList,
  writeRaw,
  type StoredList,
} from '../storage';

const KEY = STORAGE_KEYS.userVehicles;
const BACKUP_KEY = STORAGE_KEYS.userVehiclesBackup;

export type StoredAdsRead = {
  vehicles: Vehicle[];
  skipped: number;
  corrupt: boolean;
};

function parse(raw: string, early: EarlyRead | null): unknown {
  if (!early?.parsed) return JSON.parse(raw);
  if (early.parsed.ok) return early.parsed.value;
  throw early.parsed.error;
}

/** Raw entries, invalid ones included, so a write never drops them. */
function readRawList(early: EarlyRead | null = null, read = readRaw): StoredList {
  return storedList(KEY, early ? early.raw : read(KEY), (raw) => parse(raw, early));
}

/** Shows every entry that is an ad, even one past today's form limits. Reading never writes. */
export function readStoredAds(): StoredAdsRead {
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

// Starts from what is stored now (another tab may have written since), keeps entries it does not
// understand, and throws rather than replace a list it could not read.
function mutate(change: (items: unknown[]) => unknown[] | null): boolean {
  dropEarlyRead();
  const { items, unreadable } = readRawList(null, readRawForUpdate);
  const next = change(items);
  if (next === null) return false; // nothing to change: no write
  if (unreadable !== null) backUpUnreadable(BACKUP_KEY, unreadable);
  writeRaw(KEY, JSON.stringify(next));
  return true;
}

export function addStoredAd(vehicle: VehicleInput): boolean {
  if (!parseVehicle(vehicle)) throw new TypeError('Refusing to store an invalid vehicle ad');
  mutate((items) => [...items.filter((item) => idOf(item) !== vehicle.id), vehicle]);
  guardAdded(vehicle);
  return true;
}

// localStorage has no transactions: two tabs posting at once can each write a list without the
// other's ad, so each tab watches its new ads for a while and adds back any that go missing.
export const ADDED_GUARD_MS = 15_000;
const guarded = new Map<string, { vehicle: VehicleInput; until: number }>();
const repairListeners = new Set<() => void>();

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

/** Writes only when the stored ad changes: an ad the server confirms as is costs nothing. */
export function updateStoredAd(id: string, patch: Partial<VehicleInput>): boolean {
  return mutate((items) => {
    let changed = false;
    const next = items.map((item) => {
      if (idOf(item) !== id) return item;
      const updated = { ...(item as object), ...patch, id };
      if (!parseVehicle(updated)) throw new TypeError('Refusing to store an invalid vehicle ad');
      changed ||= JSON.stringify(updated) !== JSON.stringify(item);
      return updated;
    });
    return changed ? next : null;
  });
}

export function removeStoredAd(id: string): boolean {
  unguard(id);
  return mutate((items) => {
    const next = items.filter((item) => idOf(item) !== id);
    return next.length === items.length ? null : next;
  });
}

export function clearStoredAds(): boolean {
  unguard();
  return mutate(() => []);
}
