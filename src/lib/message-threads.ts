import { z } from 'zod';
import { THREAD_ID, THREAD_TOKEN } from '@/domain/messages/message-schema';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { STORAGE_KEYS, readRaw, readRawForUpdate, storedList, writeJson } from './storage';

const KEY = STORAGE_KEYS.messageThreads;
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

/** The threads, newest first; entries that do not read as one are skipped (and kept). */
export function readMessageThreads(): StoredThread[] {
  const { items } = storedList(KEY, readRaw(KEY));
  const out: StoredThread[] = [];
  for (const item of items) {
    const thread = readThread(item);
    if (thread) out.push(thread);
  }
  if (out.length < items.length) {
    console.warn(`[message-threads] skipped ${items.length - out.length} unreadable entries`);
  }
  return out.sort((a, b) => b.startedAt - a.startedAt);
}

/** True when stored entries (or the whole list) could not be read: they stay as they are. */
export function hasUnreadableThreads(): boolean {
  const { items, unreadable } = storedList(KEY, readRaw(KEY));
  return unreadable !== null || items.some((item) => readThread(item) === null);
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Writes the list through `change`, keeping entries this version cannot read. Throws
 * StorageWriteError when storage is full or unavailable; an unreadable list is left as it is.
 */
function update(change: (threads: StoredThread[]) => StoredThread[]): boolean {
  const { items, unreadable } = storedList(KEY, readRawForUpdate(KEY));
  if (unreadable !== null) return false;
  const readable = items.flatMap((item) => readThread(item) ?? []);
  const others = items.filter((item) => readThread(item) === null);
  writeJson(KEY, [...others, ...change(readable)]);
  changed();
  return true;
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

let snapshot: { raw: string | null; threads: readonly StoredThread[] } | null = null;

/** A stable snapshot for useSyncExternalStore. */
export function getMessageThreadsSnapshot(): readonly StoredThread[] {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, threads: readMessageThreads() };
  return snapshot.threads;
}

export function subscribeMessageThreads(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
