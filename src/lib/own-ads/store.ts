import type { Vehicle, VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { STORAGE_KEYS } from '../storage';
import { rememberManageToken } from './manage-tokens';
import { markHeld, readHeldAds, type HeldBecause } from './held-ads';
import { markPublished, readPublishedIds } from './published-ids';
import {
  addStoredAd,
  clearStoredAds,
  readStoredAds,
  removeStoredAd,
  subscribeToRepairs,
  updateStoredAd,
} from './stored-ads';
import type { OwnAds } from './own-ads';

export { localOnlyAds, PRERENDERED_OWN_ADS, type OwnAds } from './own-ads';

const WATCHED: ReadonlySet<string | null> = new Set([
  null,
  STORAGE_KEYS.userVehicles,
  STORAGE_KEYS.publishedAds,
  STORAGE_KEYS.heldAds,
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
  return (snapshot ??= {
    ...readStoredAds(),
    published: readPublishedIds(),
    held: readHeldAds(),
  });
}

export function subscribeOwnAds(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
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

/**
 * After publishing (from the form or the outbox): the manage link, the mark and a copy; `held`
 * when the marketplace keeps the ad for a moderator's check first.
 */
export function keepPublishedAd(
  vehicle: Vehicle,
  manageToken: string | null,
  held: HeldBecause | null = null,
): void {
  write(() => {
    if (manageToken) rememberManageToken(vehicle.id, manageToken);
    markPublished(vehicle.id);
    if (held) markHeld(vehicle.id, held);
    return addStoredAd(vehicle);
  });
}

/** What the server says of a published ad's check: waiting (`true`) or done (listed, or gone). */
export function followHeldState(
  id: string,
  held: boolean,
  because: HeldBecause | 'review' | null = null,
): void {
  if (!held && !readOwnAds().held.has(id)) return;
  const reason =
    because && because !== 'review' ? because : (readOwnAds().held.get(id) ?? 'review');
  write(() => markHeld(id, held ? reason : null));
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
