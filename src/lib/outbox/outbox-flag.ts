import { STORAGE_KEYS, readRaw, removeKey, writeQuietly } from '../storage';

const KEY = STORAGE_KEYS.outboxPending;
/** Sent on window when this tab queues an ad, so the outbox status appears at once. */
export const OUTBOX_EVENT = 'bikebazaar:outbox';

/**
 * Whether the outbox may hold something. Read on every page, synchronously and
 * cheaply: the outbox code (IndexedDB and all) is loaded only when it says yes.
 */
export function outboxMayHaveEntries(): boolean {
  return readRaw(KEY) === '1';
}

export function setOutboxPending(pending: boolean): void {
  if (!pending) removeKey(KEY);
  else if (!writeQuietly(KEY, '1')) console.warn('[outbox] could not note the waiting ad');
  if (pending) window.dispatchEvent(new Event(OUTBOX_EVENT));
}
