import { z } from 'zod';
import { MESSAGE_KEY, THREAD_ID, THREAD_TOKEN } from '@/domain/messages/message-schema';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { ApiError } from './api/api-client';
import { sendThreadMessage, startThread, type ThreadMessage } from './api/messages-api';
import { rememberMessageThread } from './message-threads';
import { createListStore, type ListStore } from './create-store';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.messageOutbox;
const MAX_QUEUED = 50;

/** A message waiting to be sent: the first to an ad's seller, or one in a thread. */
export type QueuedMessage = {
  key: string;
  text: string;
  queuedAt: number;
  /** The server refused it for good (its error code): shown, never sent again. */
  failed?: string;
} & (
  | { kind: 'start'; vehicleId: string; title: string }
  | { kind: 'reply'; threadId: string; token: string }
);

/** What a caller gives to send: a queued message without the queue's own fields. */
export type NewMessage = QueuedMessage extends infer Q
  ? Q extends QueuedMessage
    ? Omit<Q, 'queuedAt' | 'failed'>
    : never
  : never;

export type Started = { threadId: string; token: string; message: ThreadMessage };
export type SendOutcome =
  | { status: 'sent'; message: ThreadMessage; started?: Started }
  | { status: 'queued' }
  | { status: 'failed'; code: string; fields: Record<string, string> };

let schema: z.ZodType<QueuedMessage> | undefined;
function queuedSchema() {
  configureZod();
  const common = {
    key: z.string().regex(MESSAGE_KEY),
    text: z.string().min(1).max(4000),
    queuedAt: z.number().int().nonnegative(),
    failed: z.string().max(40).optional(),
  };
  schema ??= z.discriminatedUnion('kind', [
    z.object({
      ...common,
      kind: z.literal('start'),
      vehicleId: z.string().min(1).max(200),
      title: z.string().max(300),
    }),
    z.object({
      ...common,
      kind: z.literal('reply'),
      threadId: z.string().regex(THREAD_ID),
      token: z.string().regex(THREAD_TOKEN),
    }),
  ]);
  return schema;
}

// The schema is built on first use (configureZod), so the store is too.
let store: ListStore<QueuedMessage> | undefined;
const queue = () =>
  (store ??= createListStore({
    key: KEY,
    item: { safeParse: (item) => queuedSchema().safeParse(item) },
  }));

/** The queue, oldest first; entries that do not read as one are skipped (and kept). */
export function readMessageOutbox(): QueuedMessage[] {
  return [...queue().read().items];
}

/** Read-change-write from what is stored now; false when the stored queue does not read. */
function update(change: (queue: QueuedMessage[]) => QueuedMessage[]): boolean {
  return queue().update(change);
}

function updateQuietly(change: (queue: QueuedMessage[]) => QueuedMessage[]): boolean {
  try {
    return update(change);
  } catch (error) {
    console.warn('[message-outbox] could not write the queue', error);
    return false;
  }
}

export function discardQueuedMessage(key: string): void {
  updateQuietly((queue) => queue.filter((entry) => entry.key !== key));
}

/** Worth trying again later: no connection, a busy server, or too many at once. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 429 ||
  error.status >= 500 ||
  error.code === 'bad_response';

async function deliver(
  entry: QueuedMessage,
): Promise<{ message: ThreadMessage; started?: Started }> {
  if (entry.kind === 'reply') {
    return { message: await sendThreadMessage(entry.threadId, entry.token, entry.text, entry.key) };
  }
  const started = await startThread(entry.vehicleId, entry.text, entry.key);
  rememberMessageThread({
    id: started.threadId,
    token: started.token,
    vehicleId: entry.vehicleId,
    title: entry.title,
    startedAt: Date.now(),
  });
  return { message: started.message, started };
}

/** Whether this page runs the outbox (startMessageOutbox): only then does it retry by itself. */
let pageRunsOutbox = false;
const outcomes = new Map<string, SendOutcome>();
/** Keys this tab tried to send (a transient failure leaves them queued for later). */
const tried = new Set<string>();
const sentListeners = new Set<(key: string, outcome: SendOutcome) => void>();

/** How the last run ended: `stalled` when a transient failure left messages waiting. */
type RunEnd = 'done' | 'stalled';

async function run(): Promise<RunEnd> {
  for (const entry of readMessageOutbox()) {
    if (entry.failed) continue;
    tried.add(entry.key);
    try {
      const sent = await deliver(entry);
      discardQueuedMessage(entry.key);
      const outcome: SendOutcome = { status: 'sent', ...sent };
      outcomes.set(entry.key, outcome);
      sentListeners.forEach((listener) => listener(entry.key, outcome));
    } catch (error) {
      if (isTransient(error)) return 'stalled';
      const api = error as ApiError;
      updateQuietly((queue) =>
        queue.map((queued) =>
          queued.key === entry.key ? { ...queued, failed: api.code } : queued,
        ),
      );
      outcomes.set(entry.key, { status: 'failed', code: api.code, fields: api.fields });
    }
  }
  return 'done';
}

/**
 * After a transient failure while the browser says it is online (a busy server, a 429, a reply
 * lost as the connection came back), the page tries again after these delays; no `online` event
 * would come to do it.
 */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

function afterRun(end: RunEnd): void {
  if (end === 'done') {
    retries = 0;
    return;
  }
  if (!pageRunsOutbox || retryTimer !== undefined || navigator.onLine === false) return;
  const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)];
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushMessageOutbox();
  }, delay);
}

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, oldest first, one browser tab at a time (a Web Lock where there is one).
 * Each message keeps its key, so a send whose reply was lost is stored once when repeated.
 */
export function flushMessageOutbox(): Promise<void> {
  if (flushing) return flushing;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // Promise.resolve flattens the lock's promise of the run's promise.
  const running: Promise<RunEnd> = locks
    ? Promise.resolve(locks.request('bikebazaar-message-outbox', run))
    : run();
  const done = running
    .then(afterRun)
    .catch((error: unknown) => console.warn('[message-outbox] could not send', error))
    .finally(() => {
      flushing = null;
    });
  flushing = done;
  return done;
}

/**
 * Queues a message, then sends the queue: `sent` with the stored message, `queued` when there is
 * no connection (it goes when the connection returns), or `failed` with the server's reason.
 */
export async function sendMessage(entry: NewMessage): Promise<SendOutcome> {
  const queued = { ...entry, queuedAt: Date.now() } as QueuedMessage;
  const kept = updateQuietly((queue) => [...queue, queued].slice(-MAX_QUEUED));
  if (!kept) {
    // No storage to queue in (private mode, full): send once, directly.
    try {
      return { status: 'sent', ...(await deliver(queued)) };
    } catch (error) {
      if (isTransient(error)) throw error;
      return {
        status: 'failed',
        code: (error as ApiError).code,
        fields: (error as ApiError).fields,
      };
    }
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'queued' };
  await flushMessageOutbox();
  // Another tab held the queue and had not reached this message: once more, now.
  if (!tried.has(queued.key) && readMessageOutbox().some((q) => q.key === queued.key)) {
    await flushMessageOutbox();
  }
  const outcome = outcomes.get(queued.key);
  outcomes.delete(queued.key);
  tried.delete(queued.key);
  return outcome ?? { status: 'queued' };
}

/** Called with each queued message once it is sent (also one sent by a later flush). */
export function onQueuedMessageSent(listener: (key: string, outcome: SendOutcome) => void) {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

/** This tab's changes to the queue and other tabs' (the storage event). */
export function subscribeMessageOutbox(listener: () => void): () => void {
  return queue().subscribe(listener);
}

/** The queue, the same array until the stored queue changes (for useSyncExternalStore). */
export function getMessageOutboxSnapshot(): readonly QueuedMessage[] {
  return queue().read().items;
}

/**
 * Sends the queue now, whenever the connection returns, and again after a delay when a send
 * failed for a passing reason (once per page).
 */
export function startMessageOutbox(): void {
  if (pageRunsOutbox || typeof window === 'undefined') return;
  pageRunsOutbox = true;
  window.addEventListener('online', () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retries = 0;
    void flushMessageOutbox();
  });
  if (readMessageOutbox().some((entry) => !entry.failed)) void flushMessageOutbox();
}
