import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import { getApiBase } from '@/lib/api/api-base';
import { heldBecauseOf } from '@/lib/api/held-answers';
import { keepPublishedAd } from '../store';
import { rememberManageToken } from '../manage-tokens';
import { addToOutbox, readOutbox, updateEntry } from './outbox-db';
import type { OutboxAd } from './outbox-entry';
import { setOutboxPending } from './outbox-flag';
import { sendOutbox } from './send-outbox';
import { SYNC_TAG_NAME } from './sync-tag';

async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG_NAME);
  } catch (error) {
    // Without it, the page sends the outbox when it is next open and online.
    console.info('[outbox] Background Sync not available', error);
  }
}

/** Keeps an ad of any kind to post when the connection is back. */
export async function queueAd(
  ad: OutboxAd & { images: UploadedImages; honeypot: string; showPhone: boolean; key?: string },
): Promise<void> {
  const apiBase = getApiBase();
  if (apiBase === null) throw new Error('No marketplace server to publish to');
  await addToOutbox({ ...ad, apiBase });
  setOutboxPending(true);
  void requestBackgroundSync();
}

/** Ads the service worker published while no page was open join this browser's own ads too. */
export async function settleOutbox(): Promise<void> {
  for (const entry of await readOutbox()) {
    if (entry.state !== 'published' || entry.settled || !entry.published) continue;
    if (entry.kind === 'item') {
      // A part or gear ad joins no list of own ads: its manage link is kept for its owner.
      const id = (entry.published.vehicle as { id?: unknown } | null)?.id;
      const token = entry.published.manageToken;
      if (typeof id === 'string' && token) rememberManageToken(id, token);
      await updateEntry(entry.key, { settled: true });
      continue;
    }
    const vehicle = parseVehicle(entry.published.vehicle);
    if (vehicle) {
      try {
        const held = heldBecauseOf(entry.published.vehicle);
        keepPublishedAd(vehicle, entry.published.manageToken, held);
      } catch (error) {
        // The marketplace has it; only this browser's copy is missing.
        console.warn('[outbox] could not keep a copy of the published ad', error);
      }
    }
    await updateEntry(entry.key, { settled: true });
  }
}

export async function flushOutbox(): Promise<void> {
  try {
    await sendOutbox();
  } finally {
    await settleOutbox();
  }
}
