import { OUTBOX_DB_NAME } from '@/lib/own-ads/outbox/outbox-db';

/** Deletes the outbox as another tab could: the app's open connection lets go of it first. */
export function deleteOutbox(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
  });
}
