import { openDB, type IDBPDatabase } from 'idb';
import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import { newPostKey } from '@/lib/api/post-ad-request';
import { parseOutboxEntry, type OutboxAd, type OutboxEntry } from './outbox-entry';

export const OUTBOX_DB_NAME = 'bikebazaar-outbox';
const STORE = 'entries';

let opened: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  if (opened) return opened;
  const opening: Promise<IDBPDatabase> = openDB(OUTBOX_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
    // Another tab upgrades or deletes the database: let go of it, and open it again when needed.
    blocking() {
      if (opened === opening) opened = null;
      void opening.then((database) => database.close());
    },
  }).catch((error: unknown) => {
    if (opened === opening) opened = null;
    throw error;
  });
  opened = opening;
  return opening;
}

export const OUTBOX_CHANNEL = 'bikebazaar-outbox';

function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export async function readOutbox(): Promise<OutboxEntry[]> {
  const values = await (await db()).getAll(STORE);
  return values
    .map(parseOutboxEntry)
    .filter((entry): entry is OutboxEntry => entry !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

// Strictly increasing, so the oldest-first order is never a tie.
let lastCreated = 0;

/** `key`: the post's own key when a send was tried already (its answer may have been lost). */
export async function addToOutbox({
  key = newPostKey(),
  ...ad
}: OutboxAd & {
  apiBase: string;
  images: UploadedImages;
  honeypot: string;
  showPhone: boolean;
  key?: string;
}): Promise<OutboxEntry> {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  const entry: OutboxEntry = {
    key,
    createdAt: new Date(lastCreated).toISOString(),
    ...ad,
    state: 'waiting',
    claimedAt: null,
    error: null,
    errorFile: null,
    published: null,
    settled: false,
  };
  await (await db()).put(STORE, entry);
  announce();
  return entry;
}

/** A claim older than this was a sender that died (a closed tab, a killed worker). */
const STALE_CLAIM_MS = 3 * 60_000;

// One transaction, so a page and the service worker never send an ad twice. A `soleSender` holds
// the Web Lock every sender holds, so an entry still `sending` was left by a dead sender.
export async function claimEntry(
  key: string,
  { soleSender = false, now = Date.now() }: { soleSender?: boolean; now?: number } = {},
): Promise<OutboxEntry | null> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  const entry = parseOutboxEntry(await tx.store.get(key));
  const stale =
    entry?.state === 'sending' &&
    (soleSender || now - Date.parse(entry.claimedAt ?? '') > STALE_CLAIM_MS);
  if (!entry || !(entry.state === 'waiting' || stale)) {
    await tx.done;
    return null;
  }
  const claimed: OutboxEntry = {
    ...entry,
    state: 'sending',
    claimedAt: new Date(now).toISOString(),
  };
  await tx.store.put(claimed);
  await tx.done;
  announce();
  return claimed;
}

export async function updateEntry(key: string, patch: Partial<OutboxEntry>): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  const entry = parseOutboxEntry(await tx.store.get(key));
  if (entry) await tx.store.put({ ...entry, ...patch, key });
  await tx.done;
  announce();
}

export async function removeFromOutbox(key: string): Promise<void> {
  await (await db()).delete(STORE, key);
  announce();
}
