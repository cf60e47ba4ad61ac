import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { createStore, recordOf } from './create-store';
import { STORAGE_KEYS } from './storage';

/** Enough for a buyer's recent browsing, small enough to never crowd out their own ads. */
const KEEP = 30;

export type SeenAd = { vehicle: Vehicle; savedAt: string };

/** A kept copy as stored: its vehicle is checked against the ad rules when it is read back. */
type StoredCopy = { vehicle: unknown; savedAt: string };

const isCopy = (value: unknown): value is StoredCopy =>
  typeof value === 'object' &&
  value !== null &&
  'vehicle' in value &&
  typeof (value as { savedAt?: unknown }).savedAt === 'string';

/** Copies of the server's ads this browser opened, by id, shown dated when the server is away. */
const store = createStore({
  key: STORAGE_KEYS.seenAds,
  schema: recordOf(isCopy),
  fallback: {},
  // Copies of what the server has: a write may replace unreadable text (it is logged).
});

/** Keeps this copy of a server's ad (the newest KEEP ads are kept); never throws. */
export function saveSeenAd(vehicle: Vehicle, now = new Date()): void {
  try {
    const kept = Object.entries(store.get())
      .filter(([id]) => id !== vehicle.id)
      .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
      .slice(0, KEEP - 1);
    store.set(Object.fromEntries([[vehicle.id, { vehicle, savedAt: now.toISOString() }], ...kept]));
  } catch (error) {
    console.warn('[seen-ads] could not keep a copy of the ad', error);
  }
}

/** The saved copy of ad `id`, checked against the ad rules (storage is a boundary), or null. */
export function readSeenAd(id: string): SeenAd | null {
  const entry = store.get()[id];
  if (!entry) return null;
  const vehicle = parseVehicle(entry.vehicle);
  return vehicle?.id === id ? { vehicle, savedAt: entry.savedAt } : null;
}
