import { STORAGE_KEYS, readRaw, removeKey, writeQuietly } from '@/lib/storage';

const KEY = STORAGE_KEYS.outboxPending;
export const OUTBOX_EVENT = 'bikebazaar:outbox';

/** Cheap and synchronous: the outbox code (IndexedDB and all) loads only when it says yes. */
export function outboxMayHaveEntries(): boolean {
  return readRaw(KEY) === '1';
}

export function setOutboxPending(pending: boolean): void {
  if (!pending) removeKey(KEY);
  else if (!writeQuietly(KEY, '1')) console.warn('[outbox] could not note the waiting ad');
  if (pending) window.dispatchEvent(new Event(OUTBOX_EVENT));
}
