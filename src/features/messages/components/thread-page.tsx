import { useCallback, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { ThreadView } from '@/components/messages/thread-view';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import type { ThreadLoad } from '@/components/messages/use-thread';
import { useTranslation } from '@/i18n/use-translation';
import type { ThreadInfo } from '@/lib/api/messages-api';
import { findMessageThread, rememberMessageThread } from '@/lib/message-threads';
import { useBrowserLoaderData, useReloadOnNewFragment } from '@/lib/page-data';
import type { ThreadPageLoad } from '../api/thread-loader';

const LOADING: ThreadLoad = { kind: 'loading' };

/** /messages/:threadId#token: one conversation, for the buyer (or the seller, by its link). */
export function ThreadPage({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const answer = useBrowserLoaderData<ThreadPageLoad>('kind');
  const { revalidate, state } = useRevalidator();
  useReloadOnNewFragment();
  const token = answer?.kind === 'ready' ? answer.token : null;
  const loaded = useMemo(
    () =>
      answer && answer.kind !== 'no-server'
        ? {
            // Asked again after a failure: loading until the new answer.
            load: state === 'loading' && answer.kind === 'error' ? LOADING : answer,
            retry: () => void revalidate(),
          }
        : { load: LOADING, retry: () => {} },
    [answer, state, revalidate],
  );
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
      {answer?.kind === 'no-server' ? (
        <p className="alert">{t('messages.thread.noServer')}</p>
      ) : (
        <ThreadView threadId={threadId} token={token} onReady={keep} loaded={loaded} />
      )}
    </main>
  );
}
