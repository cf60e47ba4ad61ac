/**
 * Background Sync for ads posted offline: the Workbox service worker imports this
 * script (built to /outbox-sw.js by scripts/vite-plugins/outbox-worker.ts). When the browser
 * says the connection is back, it sends the outbox even if no page of the site is open; the
 * page settles the published ads into this browser's stores when it is next opened.
 */
import { SYNC_TAG_NAME } from '@/lib/outbox/sync-tag';
import { sendOutbox } from '@/lib/outbox/send-outbox';

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
