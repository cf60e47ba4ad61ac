import type { Vehicle, VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { rememberManageToken } from './manage-tokens';
import { markHeld, readHeldAds, subscribeHeldAds, type HeldBecause } from './held-ads';
import { markPublished, readPublishedIds, subscribePublishedIds } from './published-ids';
import {
  addStoredAd,
  clearStoredAds,
  readStoredAds,
  removeStoredAd,
  subscribeStoredAds,
  updateStoredAd,
} from './stored-ads';
import type { OwnAds } from './own-ads';

export { localOnlyAds, PRERENDERED_OWN_ADS, type OwnAds } from './own-ads';

let snapshot: { parts: readonly unknown[]; ads: OwnAds } | null = null;

/** The same object until one of the three stored values changes (each store checks its own). */
export function readOwnAds(): OwnAds {
  const stored = readStoredAds();
  const published = readPublishedIds();
  const held = readHeldAds();
  const parts = [stored, published, held];
  if (!snapshot || snapshot.parts.some((part, index) => part !== parts[index])) {
    snapshot = { parts, ads: { ...stored, published, held } };
  }
  return snapshot.ads;
}

let changing = 0;
const heardWhileChanging = new Set<() => void>();

/** Writes to several of the stores that readers hear of as one change. */
function inOneChange(change: () => void): void {
  changing += 1;
  try {
    change();
  } finally {
    changing -= 1;
    if (changing === 0) {
      const heard = [...heardWhileChanging];
      heardWhileChanging.clear();
      heard.forEach((listener) => listener());
    }
  }
}

/** This tab's writes and other tabs', to the ads, their published marks or their held marks. */
export function subscribeOwnAds(listener: () => void): () => void {
  const hear = () => (changing > 0 ? heardWhileChanging.add(listener) : listener());
  const stops = [subscribeStoredAds(hear), subscribePublishedIds(hear), subscribeHeldAds(hear)];
  return () => stops.forEach((stop) => stop());
}

export function addOwnAd(vehicle: VehicleInput): void {
  addStoredAd(vehicle);
}

export function updateOwnAd(id: string, patch: Partial<VehicleInput>): void {
  updateStoredAd(id, patch);
}

export function removeOwnAd(id: string): void {
  removeStoredAd(id);
}

export function clearOwnAds(): void {
  clearStoredAds();
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
  inOneChange(() => {
    if (manageToken) rememberManageToken(vehicle.id, manageToken);
    markPublished(vehicle.id);
    if (held) markHeld(vehicle.id, held);
    addStoredAd(vehicle);
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
  markHeld(id, held ? reason : null);
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
