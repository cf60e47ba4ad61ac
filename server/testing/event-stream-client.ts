/** Tests' reader of a Server-Sent Events stream: parsed events as they arrive. */
export type StreamEvent = { id: string | null; event: string; data: string };

export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const pump = async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = { id: null as string | null, event: 'message', data: [] as string[] };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) fields.id = line.slice(4);
            else if (line.startsWith('event: ')) fields.event = line.slice(7);
            else if (line.startsWith('data: ')) fields.data.push(line.slice(6));
          }
          if (fields.data.length) {
            events.push({ id: fields.id, event: fields.event, data: fields.data.join('\n') });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      }
    } catch {
      // aborted
    } finally {
      done = true;
      for (const wake of waiters.splice(0)) wake();
    }
  };
  void pump();
  return {
    response,
    events,
    /** Resolves once `count` events have arrived (the test's own time-out bounds it). */
    async until(count: number) {
      while (events.length < count && !done) await new Promise<void>((wake) => waiters.push(wake));
      return events.slice(0, count);
    },
    close: () => controller.abort(),
  };
}
