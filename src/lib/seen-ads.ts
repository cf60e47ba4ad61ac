import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { readJson, STORAGE_KEYS, writeRaw } from './storage';

/** Enough for a buyer's recent browsing, small enough to never crowd out their own ads. */
const KEEP = 30;

export type SeenAd = { vehicle: Vehicle; savedAt: string };

function readAll(): Record<string, SeenAd> {
  const stored = readJson(STORAGE_KEYS.seenAds);
  return stored && typeof stored === 'object' ? (stored as Record<string, SeenAd>) : {};
}

/** Keeps this copy of a server's ad (the newest KEEP ads are kept); never throws. */
export function saveSeenAd(vehicle: Vehicle, now = new Date()): void {
  try {
    const all = readAll();
    delete all[vehicle.id];
    const kept = Object.entries(all)
      .sort(([, a], [, b]) => String(b.savedAt).localeCompare(String(a.savedAt)))
      .slice(0, KEEP - 1);
    const next = Object.fromEntries([
      [vehicle.id, { vehicle, savedAt: now.toISOString() }],
      ...kept,
    ]);
    writeRaw(STORAGE_KEYS.seenAds, JSON.stringify(next));
  } catch (error) {
    console.warn('[seen-ads] could not keep a copy of the ad', error);
  }
}

/** The saved copy of ad `id`, checked against the ad rules (storage is a boundary), or null. */
export function readSeenAd(id: string): SeenAd | null {
  const entry = readAll()[id];
  if (!entry || typeof entry.savedAt !== 'string') return null;
  const vehicle = parseVehicle(entry.vehicle);
  return vehicle?.id === id ? { vehicle, savedAt: entry.savedAt } : null;
}
