import { readStoredVehicle } from '@/domain/vehicles/read-stored-vehicle';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle, VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { createListStore } from '../create-store';
import { STORAGE_KEYS, readRaw } from '../storage';
import { dropEarlyRead, peekEarlyRead, takeEarlyRead } from './early-read';

const KEY = STORAGE_KEYS.userVehicles;

export type StoredAdsRead = {
  vehicles: Vehicle[];
  skipped: number;
  corrupt: boolean;
};

/** An ad as stored: written back as it is, so fields this version does not know survive. */
type StoredAd = { id?: unknown };

// Every entry that is an ad is shown, even one past today's form limits (the forgiving reader).
const store = createListStore<Vehicle, StoredAd>({
  key: KEY,
  item: {
    safeParse: (item) => {
      const vehicle = readStoredVehicle(item);
      return vehicle ? { success: true, data: vehicle } : { success: false };
    },
  },
  backupKey: STORAGE_KEYS.userVehiclesBackup,
  // The entry's early read (early-read.ts) stands for storage until the first read takes it.
  readStored: () => peekEarlyRead()?.raw ?? readRaw(KEY),
  decode: (raw) => {
    const early = takeEarlyRead();
    if (early?.raw !== raw || !early.parsed) return JSON.parse(raw);
    if (early.parsed.ok) return early.parsed.value;
    throw early.parsed.error;
  },
});

let last: { read: unknown; ads: StoredAdsRead } | null = null;

/** The same object until the stored list changes. Reading never writes. */
export function readStoredAds(): StoredAdsRead {
  const read = store.read();
  if (last?.read !== read) {
    const ads = { vehicles: [...read.items], skipped: read.skipped, corrupt: read.unreadable };
    last = { read, ads };
  }
  return last.ads;
}

/** This tab's writes to the stored ads and other tabs'. */
export const subscribeStoredAds = store.subscribe;

function idOf(item: unknown): unknown {
  return item !== null && typeof item === 'object' ? (item as StoredAd).id : undefined;
}

// Starts from what is stored now (another tab may have written since), keeps entries it does not
// understand, and throws rather than replace a list it could not read.
function mutate(change: (items: StoredAd[]) => StoredAd[] | null): boolean {
  dropEarlyRead();
  return store.update(change);
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
  // Cleared by the user (the key removed, or storage cleared): nothing to put back, now or later.
  if (event.newValue === null) {
    unguard();
    window.removeEventListener('storage', restoreLostAds);
    return;
  }
  let lost = 0;
  try {
    const restored = mutate((items) => {
      const stored = new Set(items.map(idOf));
      const missing = [...guarded.values()].filter(({ vehicle }) => !stored.has(vehicle.id));
      lost = missing.length;
      return lost === 0 ? null : [...items, ...missing.map(({ vehicle }) => vehicle)];
    });
    if (!restored) return;
    // (This tab's readers hear of the write from the store.)
    console.warn(`[ad-store] another tab's write left out ${lost} new ad(s); added back`);
  } catch (error) {
    console.error('[ad-store] could not add back an ad another tab left out', error);
  }
}

/** Stops watching this tab's new ads (removing or clearing them is deliberate). */
function unguard(id?: string) {
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
