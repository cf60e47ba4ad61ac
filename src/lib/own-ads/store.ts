import type { Vehicle, VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { STORAGE_KEYS } from '../storage';
import { rememberManageToken } from './manage-tokens';
import { markPublished, readPublishedIds } from './published-ids';
import {
  addStoredAd,
  clearStoredAds,
  readStoredAds,
  removeStoredAd,
  subscribeToRepairs,
  updateStoredAd,
  type StoredAdsRead,
} from './stored-ads';

export type OwnAds = StoredAdsRead & { published: ReadonlySet<string> };

const WATCHED: ReadonlySet<string | null> = new Set([
  null,
  STORAGE_KEYS.userVehicles,
  STORAGE_KEYS.publishedAds,
]);

let snapshot: OwnAds | null = null;
let watching = false;
const listeners = new Set<() => void>();

function invalidate() {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

// Watched for good once read, so the cached snapshot is never stale, even between pages.
function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (WATCHED.has(event.key)) invalidate();
  });
  subscribeToRepairs(invalidate);
}

/** Cached until something changes: reading parses up to a few MB. */
export function readOwnAds(): OwnAds {
  watch();
  return (snapshot ??= { ...readStoredAds(), published: readPublishedIds() });
}

export function subscribeOwnAds(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prerendered pages have none of the visitor's own ads (see src/app/start.tsx). */
export const PRERENDERED_OWN_ADS: OwnAds = {
  vehicles: [],
  skipped: 0,
  corrupt: false,
  published: new Set(),
};

/** Own ads the server does not list, so a list from the server counts each ad once. */
export function localOnlyAds(ads: OwnAds): Vehicle[] {
  return ads.vehicles.filter((vehicle) => !ads.published.has(vehicle.id));
}

// Every write goes through here, so every reader hears of it (a failed one may have backed up).
function write(change: () => boolean): void {
  let changed = true;
  try {
    changed = change();
  } finally {
    if (changed) invalidate();
  }
}

export function addOwnAd(vehicle: VehicleInput): void {
  write(() => addStoredAd(vehicle));
}

export function updateOwnAd(id: string, patch: Partial<VehicleInput>): void {
  write(() => updateStoredAd(id, patch));
}

export function removeOwnAd(id: string): void {
  write(() => removeStoredAd(id));
}

export function clearOwnAds(): void {
  write(clearStoredAds);
}

/** After publishing (from the form or the outbox): the manage link, the mark and a copy. */
export function keepPublishedAd(vehicle: Vehicle, manageToken: string | null): void {
  write(() => {
    if (manageToken) rememberManageToken(vehicle.id, manageToken);
    markPublished(vehicle.id);
    return addStoredAd(vehicle);
  });
}

/** Edited, sold or deleted on the server: best effort, the server's copy is what buyers see. */
export function followServerCopy(id: string, copy: Vehicle | 'deleted' | null): void {
  if (copy === null) return;
  try {
    if (copy === 'deleted') removeOwnAd(id);
    else updateOwnAd(id, copy);
  } catch (error) {
    console.warn('[own-ads] could not update the copy of the ad in this browser', error);
  }
}

export function resetOwnAdsCache(): void {
  invalidate();
}
