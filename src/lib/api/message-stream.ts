import { getApiBase } from './api-base';
import { readThreadMessage, type ThreadMessage } from './messages-api';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'refused';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

type Options = {
  /** `/threads/:id/events`, or an ad's `/vehicles/:id/events` or `/items/:id/events`, below the API base. */
  path: string;
  token: string;
  /** The last message id already shown: the stream starts after it. */
  after: string | null;
  onMessage: (message: ThreadMessage) => void;
  onState?: (state: StreamState) => void;
};

/** One Server-Sent Events block: its id and its data lines. */
function readBlock(block: string): { id: string | null; data: string; retry: number | null } {
  let id: string | null = null;
  let retry: number | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  return { id, data: data.join('\n'), retry };
}

/**
 * Follows a message stream with fetch (EventSource cannot send the Authorization header), and
 * reconnects after a drop with `Last-Event-ID`, so the server sends what was missed: nothing is
 * lost and nothing comes twice. A refused token (403, 404, 410) stops it. Returns the stop.
 */
export function followMessageStream(options: Options): () => void {
  const base = getApiBase();
  const controller = new AbortController();
  let last = options.after;
  let delay = FIRST_RETRY_MS;
  let stopped = false;
  let wake: (() => void) | null = null;
  const setState = (state: StreamState) => {
    if (!stopped) options.onState?.(state);
  };
  // Back online: try now rather than after the back-off.
  const online = () => {
    delay = FIRST_RETRY_MS;
    wake?.();
  };
  window.addEventListener('online', online);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function readOnce(): Promise<'again' | 'stop'> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${options.token}`,
    };
    if (last) headers['Last-Event-ID'] = last;
    const query = last ? `?after=${last}` : '';
    const response = await fetch(`${base}${options.path}${query}`, {
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    if ([400, 403, 404, 410].includes(response.status)) return 'stop';
    if (!response.ok || !response.body) return 'again';
    setState('live');
    delay = FIRST_RETRY_MS;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      buffer += value.replace(/\r\n?/g, '\n');
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = readBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (block.retry !== null) delay = Math.min(Math.max(block.retry, 500), MAX_RETRY_MS);
        if (!block.data) continue;
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(block.data);
        } catch {
          parsed = null;
        }
        const message = readThreadMessage(parsed);
        if (block.id && /^\d{1,18}$/.test(block.id)) last = block.id;
        if (message && !stopped) options.onMessage(message);
      }
    }
  }

  void (async () => {
    if (base === null) return;
    setState('connecting');
    while (!stopped) {
      let outcome: 'again' | 'stop' = 'again';
      try {
        outcome = await readOnce();
      } catch {
        if (stopped) return;
      }
      if (outcome === 'stop') {
        setState('refused');
        return;
      }
      if (stopped) return;
      setState('reconnecting');
      await pause(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  })();

  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    wake?.();
    controller.abort();
  };
}
