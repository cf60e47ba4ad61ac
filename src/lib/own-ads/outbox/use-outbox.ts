import { useCallback, useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { OUTBOX_CHANNEL, readOutbox, removeFromOutbox, updateEntry } from './outbox-db';
import { setOutboxPending } from './outbox-flag';
import { flushOutbox, settleOutbox } from './outbox-page';

const warn = (error: unknown) => console.warn('[outbox]', error);

export function useOutbox() {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);

  const refresh = useCallback(async () => {
    const list = await readOutbox();
    setEntries(list);
    if (list.length === 0) setOutboxPending(false);
  }, []);

  const flush = useCallback(
    () =>
      flushOutbox()
        .catch(warn)
        .finally(() => refresh().catch(warn)),
    [refresh],
  );

  useEffect(() => {
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    const onChange = () => {
      settleOutbox()
        .catch(warn)
        .finally(() => refresh().catch(warn));
    };
    channel?.addEventListener('message', onChange);
    window.addEventListener('online', flush);
    void flush();
    return () => {
      channel?.close();
      window.removeEventListener('online', flush);
    };
  }, [flush, refresh]);

  const retry = useCallback(
    async (key: string) => {
      await updateEntry(key, { state: 'waiting', error: null, errorFile: null });
      await flush();
    },
    [flush],
  );

  const remove = useCallback(
    async (key: string) => {
      await removeFromOutbox(key);
      await refresh();
    },
    [refresh],
  );

  return { entries, retry, remove };
}
