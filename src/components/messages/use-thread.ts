import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ThreadReportReason } from '@/domain/messages/message-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { ApiError } from '@/lib/api/api-client';
import { followMessageStream, type StreamState } from '@/lib/api/message-stream';
import {
  fetchThread,
  markThreadRead,
  newMessageKey,
  reportThread,
  type ThreadInfo,
  type ThreadMessage,
} from '@/lib/api/messages-api';
import {
  getMessageOutboxSnapshot,
  onQueuedMessageSent,
  sendMessage,
  startMessageOutbox,
  subscribeMessageOutbox,
} from '@/lib/message-outbox';
import { sendErrorKey } from './send-error';

export type ThreadLoad =
  | { kind: 'loading' }
  | { kind: 'error'; message: TranslationKey }
  | { kind: 'ready'; thread: ThreadInfo; messages: ThreadMessage[] };

/** One message as written: a held copy and its released copy (a new id) share it. */
const written = (message: ThreadMessage) => `${message.from} ${message.sentAt} ${message.text}`;

/**
 * Adds messages by id (a stream's and a send's copy of one message are one), in order. A
 * moderator's release gives a held message a new id: its sender's held copy then goes.
 */
export function mergeMessages(
  list: readonly ThreadMessage[],
  more: readonly ThreadMessage[],
): ThreadMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  const released = new Set([...byId.values()].filter((message) => !message.held).map(written));
  return [...byId.values()]
    .filter((message) => !message.held || !released.has(written(message)))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

const noQueue: readonly never[] = [];

/** The thread page's loader answer for the view (instead of its own request), and its retry. */
export type LoadedThread = { load: ThreadLoad; retry: () => void };

const LOADING: ThreadLoad = { kind: 'loading' };

/**
 * One conversation as its reader sees it: loaded (by the view itself, or given by the page's
 * loader), then followed live (a dropped stream resumes after the last message it had), with
 * sending through the offline queue and reporting.
 */
export function useThread(threadId: string, token: string | null, loaded?: LoadedThread) {
  const first = loaded?.load;
  // What this view shows: the loader's answer, with what arrived and changed since.
  const [view, setView] = useState<{ from: ThreadLoad | undefined; load: ThreadLoad }>(() => ({
    from: first,
    load: first ?? LOADING,
  }));
  let load = view.load;
  if (view.from !== first && first) {
    // A new answer from the loader (a retry): it replaces what this view had.
    load = first;
    setView({ from: first, load: first });
  }
  const [stream, setStream] = useState<StreamState>('connecting');
  const [incoming, setIncoming] = useState<ThreadMessage | null>(null);
  const [attempt, setAttempt] = useState(0);
  const sideRef = useRef<ThreadInfo['side'] | null>(null);

  const setLoad = useCallback(
    (next: ThreadLoad | ((current: ThreadLoad) => ThreadLoad)) =>
      setView((current) => ({
        ...current,
        load: typeof next === 'function' ? next(current.load) : next,
      })),
    [],
  );

  const add = useCallback(
    (more: ThreadMessage[]) => {
      setLoad((current) =>
        current.kind === 'ready'
          ? { ...current, messages: mergeMessages(current.messages, more) }
          : current,
      );
    },
    [setLoad],
  );

  useEffect(() => {
    startMessageOutbox();
    if (!token) return;
    let live = true;
    let stop = () => {};
    const follow = ({ thread, messages }: Extract<ThreadLoad, { kind: 'ready' }>) => {
      sideRef.current = thread.side;
      stop = followMessageStream({
        path: `/threads/${encodeURIComponent(threadId)}/events`,
        token,
        after: messages.at(-1)?.id ?? null,
        onState: setStream,
        onMessage: (message) => {
          add([message]);
          if (message.from === sideRef.current) return;
          setIncoming(message);
          if (document.visibilityState === 'visible') {
            markThreadRead(threadId, token, message.id).catch(() => {});
          }
        },
      });
    };
    if (first) {
      if (first.kind === 'ready') follow(first);
    } else {
      fetchThread(threadId, token)
        .then(({ thread, messages }) => {
          if (!live) return;
          const ready = { kind: 'ready', thread, messages } as const;
          setLoad(ready);
          follow(ready);
        })
        .catch((error: unknown) => {
          if (!live) return;
          const refused = error instanceof ApiError && error.status === 403;
          setLoad({
            kind: 'error',
            message: refused ? 'messages.thread.forbidden' : 'messages.thread.loadFailed',
          });
        });
    }
    return () => {
      live = false;
      stop();
    };
  }, [threadId, token, attempt, add, first, setLoad]);

  // A message queued offline and sent later (by this tab's queue) joins the list.
  useEffect(
    () =>
      onQueuedMessageSent((_key, outcome) => {
        if (outcome.status === 'sent' && outcome.message.threadId === threadId) {
          add([outcome.message]);
        }
      }),
    [threadId, add],
  );

  const queue = useSyncExternalStore(
    subscribeMessageOutbox,
    getMessageOutboxSnapshot,
    () => noQueue,
  );
  // A message this page is sending now shows once stored (the composer says "Sending…"); one
  // that waits for a connection shows as waiting.
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const pending = queue.filter(
    (entry) => entry.kind === 'reply' && entry.threadId === threadId && !inFlight.has(entry.key),
  );

  /** Sends (or queues) a message; the text key of why it was refused, or null. */
  const send = useCallback(
    async (text: string): Promise<TranslationKey | null> => {
      if (!token) return 'messages.errors.forbidden';
      const key = newMessageKey();
      setInFlight((keys) => new Set(keys).add(key));
      try {
        const outcome = await sendMessage({ kind: 'reply', key, threadId, token, text });
        if (outcome.status === 'sent') add([outcome.message]);
        if (outcome.status !== 'failed') return null;
        if (outcome.code === 'thread_ended' || outcome.code === 'blocked') {
          const change = outcome.code === 'thread_ended' ? { ended: true } : { blocked: true };
          setLoad((current) =>
            current.kind === 'ready'
              ? { ...current, thread: { ...current.thread, ...change } }
              : current,
          );
        }
        return sendErrorKey(outcome.code, outcome.fields);
      } catch (error) {
        console.warn('[messages] the message could not be sent', error);
        return 'messages.errors.failed';
      } finally {
        setInFlight((keys) => {
          const left = new Set(keys);
          left.delete(key);
          return left;
        });
      }
    },
    [threadId, token, add, setLoad],
  );

  const report = useCallback(
    async (reason: ThreadReportReason): Promise<boolean> => {
      if (!token) return false;
      try {
        await reportThread(threadId, token, reason);
        setLoad((current) =>
          current.kind === 'ready'
            ? { ...current, thread: { ...current.thread, reported: true } }
            : current,
        );
        return true;
      } catch (error) {
        console.warn('[messages] the report could not be sent', error);
        return false;
      }
    },
    [threadId, token, setLoad],
  );

  const loaderRetry = loaded?.retry;
  const retry = useCallback(() => {
    if (loaderRetry) return loaderRetry();
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, [loaderRetry, setLoad]);

  // No token (neither in the link nor on this device): nothing to ask the server. (A page loader
  // says so itself.)
  const shown: ThreadLoad =
    token || loaded ? load : { kind: 'error', message: 'messages.thread.forbidden' };
  return { load: shown, stream, incoming, pending, send, report, retry };
}
