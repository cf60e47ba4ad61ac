import { useCallback } from 'react';
import { ThreadView } from '@/components/messages/thread-view';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { THREAD_TOKEN } from '@/domain/messages/message-schema';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import type { ThreadInfo } from '@/lib/api/messages-api';
import { findMessageThread, rememberMessageThread } from '@/lib/message-threads';

/** The link's token (#fragment: it never reaches the server's logs), else this device's copy. */
function threadToken(threadId: string): string | null {
  const fromLink = window.location.hash.slice(1);
  if (THREAD_TOKEN.test(fromLink)) return fromLink;
  return findMessageThread(threadId)?.token ?? null;
}

/** /messages/:threadId#token: one conversation, for the buyer (or the seller, by its link). */
export function ThreadPage({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const served = useBrowserValue(hasServer, false);
  const token = useBrowserValue(() => threadToken(threadId), null);
  // A buyer's link opened on another device: the conversation joins its Messages page too.
  const keep = useCallback(
    (thread: ThreadInfo) => {
      if (thread.side !== 'buyer' || !token) return;
      const kept = findMessageThread(thread.id);
      if (kept?.token === token) return;
      rememberMessageThread({
        id: thread.id,
        token,
        vehicleId: thread.vehicleId,
        title: thread.title,
        startedAt: kept?.startedAt ?? Date.now(),
      });
    },
    [token],
  );
  return (
    <main id="main" className="container page thread-page" tabIndex={-1}>
      <PageMeta
        title={t('messages.thread.heading')}
        description={t('messages.list.description')}
        noindex
      />
      <p>
        <Link to={paths.messages.getHref()}>{t('messages.list.title')}</Link>
      </p>
      {!served ? (
        <p className="alert">{t('messages.thread.noServer')}</p>
      ) : (
        <ThreadView threadId={threadId} token={token} onReady={keep} />
      )}
    </main>
  );
}
