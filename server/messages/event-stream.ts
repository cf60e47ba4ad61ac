import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBus, MessageEvent } from './message-bus';
import type { Message } from './message-repository';

/** A comment every 25 s keeps proxies and phones' carriers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Where a stream starts: `Last-Event-ID` (a reconnect), else `?after=`, else the beginning. */
export function streamStart(request: FastifyRequest, after: number | undefined): number {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^\d{1,18}$/.test(value)) return Number(value);
  return after ?? 0;
}

export type OpenStreams = Set<() => void>;

/**
 * Server-Sent Events of new messages, each `id: <seq>` so a reconnect's `Last-Event-ID` resumes
 * exactly after the last one received. Called only after the token was checked. Events carry ids
 * only through the bus; the text is read from the database for this viewer.
 */
export function sendMessageStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    after: number;
    bus: MessageBus;
    streams: OpenStreams;
    matches: (event: Extract<MessageEvent, { kind: 'message' }>) => boolean;
    read: (after: number) => Promise<Message[]>;
  },
): void {
  let last = options.after;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  const raw = reply.raw;

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const messages = await options.read(last);
        for (const message of messages) {
          if (closed) return;
          raw.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
          last = Math.max(last, Number(message.id));
        }
        if (messages.length >= 200) again = true;
      } while (again && !closed);
    })()
      .catch((error: unknown) => {
        // The next event or the client's reconnect catches up; nothing is lost.
        request.log.warn({ reason: (error as Error).message }, 'message stream could not read');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 3000\n\n');
  const unsubscribe = options.bus.subscribe((event) => {
    if (event.kind === 'resync' || (options.matches(event) && event.seq > last)) void flush();
  });
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    options.streams.delete(end);
    raw.end();
  };
  options.streams.add(end);
  raw.on('close', end);
  raw.on('error', end);
  void flush();
}
