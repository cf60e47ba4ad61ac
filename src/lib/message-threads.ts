import { z } from 'zod';
import { THREAD_ID, THREAD_TOKEN } from '@/domain/messages/message-schema';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { createListStore, type ListStore } from './create-store';
import { STORAGE_KEYS } from './storage';

export const MAX_MESSAGE_THREADS = 100;

/** A conversation this browser started: its secret token opens it (the Messages page). */
export type StoredThread = {
  id: string;
  token: string;
  vehicleId: string;
  title: string;
  startedAt: number;
};

let schema: z.ZodType<StoredThread> | undefined;
function threadSchema() {
  configureZod();
  schema ??= z.object({
    id: z.string().regex(THREAD_ID),
    token: z.string().regex(THREAD_TOKEN),
    vehicleId: z.string().min(1).max(200),
    title: z.string().max(300),
    startedAt: z.number().int().nonnegative(),
  });
  return schema;
}

function readThread(item: unknown): StoredThread | null {
  const result = threadSchema().safeParse(item);
  return result.success ? result.data : null;
}

// The schema is built on first use (configureZod), so the store is too.
let store: ListStore<StoredThread> | undefined;
const threads = () =>
  (store ??= createListStore({
    key: STORAGE_KEYS.messageThreads,
    item: { safeParse: (item) => threadSchema().safeParse(item) },
  }));

let sorted: { read: unknown; threads: readonly StoredThread[] } | null = null;

/** The threads, newest first; entries that do not read as one are skipped (and kept). */
function sortedThreads(): readonly StoredThread[] {
  const read = threads().read();
  if (sorted?.read !== read) {
    sorted = { read, threads: [...read.items].sort((a, b) => b.startedAt - a.startedAt) };
  }
  return sorted.threads;
}

export function readMessageThreads(): StoredThread[] {
  return [...sortedThreads()];
}

/** True when stored entries (or the whole list) could not be read: they stay as they are. */
export function hasUnreadableThreads(): boolean {
  const { skipped, unreadable } = threads().read();
  return unreadable || skipped > 0;
}

/**
 * Writes the list through `change`, keeping entries this version cannot read. Throws
 * StorageWriteError when storage is full or unavailable; an unreadable list is left as it is.
 */
function update(change: (threads: StoredThread[]) => StoredThread[]): boolean {
  return threads().update(change);
}

export function findMessageThread(id: string): StoredThread | null {
  return readMessageThreads().find((thread) => thread.id === id) ?? null;
}

/** The newest thread this browser started about an ad. */
export function findThreadForAd(vehicleId: string): StoredThread | null {
  return readMessageThreads().find((thread) => thread.vehicleId === vehicleId) ?? null;
}

/**
 * Keeps a thread (a new token for a kept one replaces it; the oldest give way past 100).
 * False when it could not be kept: the caller still has the link to offer.
 */
export function rememberMessageThread(thread: StoredThread): boolean {
  if (!readThread(thread)) return false;
  try {
    return update((threads) =>
      [...threads.filter((kept) => kept.id !== thread.id), thread]
        .sort((a, b) => a.startedAt - b.startedAt)
        .slice(-MAX_MESSAGE_THREADS),
    );
  } catch (error) {
    console.warn('[message-threads] could not keep the thread', error);
    return false;
  }
}

export function forgetMessageThread(id: string): boolean {
  try {
    return update((threads) => threads.filter((thread) => thread.id !== id));
  } catch (error) {
    console.warn('[message-threads] could not remove the thread', error);
    return false;
  }
}

/** A stable snapshot for useSyncExternalStore. */
export const getMessageThreadsSnapshot = sortedThreads;

export function subscribeMessageThreads(listener: () => void): () => void {
  return threads().subscribe(listener);
}
