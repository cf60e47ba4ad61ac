import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** "A message was stored": ids only, never its text. `resync`: catch up, something may be missed. */
export type MessageEvent =
  { kind: 'message'; threadId: string; vehicleId: string; seq: number } | { kind: 'resync' };
export type MessageListener = (event: MessageEvent) => void;
export type FanOut = 'postgres' | 'redis' | 'local';

export interface MessageBus {
  readonly fanOut: FanOut;
  /** Tells this instance's streams at once, and the other instances through the fan-out. */
  publish(event: Extract<MessageEvent, { kind: 'message' }>): void;
  subscribe(listener: MessageListener): () => void;
  close(): Promise<void>;
}

type Log = { warn(object: object, message: string): void };

const CHANNEL = 'bikebazaar_messages';

function encode(from: string, event: Extract<MessageEvent, { kind: 'message' }>) {
  return [from, event.threadId, event.vehicleId, event.seq].join(' ');
}

function decode(payload: string): { from: string; event: MessageEvent } | null {
  const [from, threadId, vehicleId, seq] = payload.split(' ');
  if (!from || !threadId || !vehicleId || !/^\d+$/.test(seq ?? '')) return null;
  return { from, event: { kind: 'message', threadId, vehicleId, seq: Number(seq) } };
}

/**
 * One bus per instance. Streams learn of a message here and read it from the database, so a
 * missed or doubled event costs a query, never a message: after a reconnect of the fan-out's
 * connection every stream is told to catch up (`resync`).
 */
export function createMessageBus(options: {
  fanOut: FanOut;
  databaseUrl: string | null;
  redis: Redis | null;
  redisPrefix: string;
  /** PostgreSQL: sends the NOTIFY (the app's own pool). */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  log: Log;
}): MessageBus {
  const me = randomUUID();
  const listeners = new Set<MessageListener>();
  const tell = (event: MessageEvent) => {
    for (const listener of listeners) listener(event);
  };
  const fromElsewhere = (payload: string) => {
    const decoded = decode(payload);
    if (decoded && decoded.from !== me) tell(decoded.event);
  };
  let send: (payload: string) => Promise<unknown> = async () => undefined;
  let closing = false;
  const closers: Array<() => Promise<void>> = [];

  if (options.fanOut === 'postgres' && options.databaseUrl && options.notify) {
    const notify = options.notify;
    send = (payload) => notify(CHANNEL, payload);
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let connected = false;
    const connect = async () => {
      timer = null;
      if (closing) return;
      const next = new pg.Client({ connectionString: options.databaseUrl! });
      client = next;
      const retry = (error: unknown) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('notification');
        void next.end().catch(() => undefined);
        if (connected)
          options.log.warn(
            { reason: (error as Error)?.message },
            'message fan-out (LISTEN) lost; reconnecting',
          );
        connected = false;
        if (!closing) timer = setTimeout(() => void connect(), 1_000);
      };
      next.on('error', retry);
      next.on('end', () => retry(new Error('connection ended')));
      next.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) fromElsewhere(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
        connected = true;
        // Whatever was sent while this instance was not listening is read now.
        tell({ kind: 'resync' });
      } catch (error) {
        retry(error);
      }
    };
    void connect();
    closers.push(async () => {
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    });
  } else if (options.fanOut === 'redis' && options.redis) {
    const channel = `${options.redisPrefix}messages`;
    const redis = options.redis;
    send = (payload) => redis.publish(channel, payload);
    // Waits for Redis however long it is down (no command time-out), and subscribes again on
    // every reconnect; the main client's time-out is for requests, never for this.
    const subscriber = redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    subscriber.on('error', () => undefined); // told once by the main client
    subscriber.on('ready', () => tell({ kind: 'resync' }));
    subscriber.subscribe(channel).catch((error: unknown) => {
      options.log.warn(
        { reason: (error as Error).message },
        'could not listen for messages of other instances',
      );
    });
    subscriber.on('message', (_channel, payload: string) => fromElsewhere(payload));
    closers.push(async () => subscriber.disconnect());
  }

  return {
    fanOut: options.fanOut,
    publish(event) {
      tell(event);
      send(encode(me, event)).catch((error: unknown) => {
        options.log.warn(
          { reason: (error as Error).message },
          'could not tell other instances of a message; their streams catch up on reconnect',
        );
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closing = true;
      listeners.clear();
      for (const close of closers) await close();
    },
  };
}
