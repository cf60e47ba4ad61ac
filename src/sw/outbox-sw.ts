/** Background Sync: sends the outbox when the connection is back, even with no page open. */
import { SYNC_TAG_NAME } from '@/lib/own-ads/outbox/sync-tag';
import { sendOutbox } from '@/lib/own-ads/outbox/send-outbox';
import { listenForPushes } from './push-sw';

type SyncEvent = Event & { tag: string; waitUntil(promise: Promise<unknown>): void };

const worker = self as unknown as {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG_NAME) return;
  event.waitUntil(
    sendOutbox().then((result) => {
      // Rejecting asks the browser to try again later (it backs off by itself).
      if (result === 'offline') throw new Error('Still offline: the outbox waits');
    }),
  );
});

// Push alerts share this worker: a second one could not control the same pages.
listenForPushes();
