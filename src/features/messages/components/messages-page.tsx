import { useEffect, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { useAskAgainWhen, useBrowserLoaderData, usePageData } from '@/lib/page-data';
import { startMessageOutbox } from '@/lib/message-outbox';
import { type Summary, type ThreadSummaries } from '../api/summaries-loader';
import {
  forgetMessageThread,
  getMessageThreadsSnapshot,
  hasUnreadableThreads,
  subscribeMessageThreads,
  type StoredThread,
} from '@/lib/message-threads';
import './messages-page.css';

const none: readonly never[] = [];

/** The loader's summaries; a conversation kept since (in another tab) has it asked again. */
function useSummaries(threads: readonly StoredThread[], served: boolean) {
  const summaries = useBrowserLoaderData<ThreadSummaries>('summaries')?.summaries ?? null;
  useAskAgainWhen(
    served && summaries !== null && threads.some((thread) => !(thread.id in summaries)),
  );
  // Replies this browser queued offline go out from this page too.
  useEffect(() => {
    if (served) startMessageOutbox();
  }, [served]);
  return summaries ?? {};
}

/** /messages: the conversations this browser started, kept on this device only. */
export function MessagesPage() {
  const { t } = useTranslation();
  const threads = useSyncExternalStore(
    subscribeMessageThreads,
    getMessageThreadsSnapshot,
    () => none,
  );
  const unreadable = useBrowserValue(hasUnreadableThreads, false);
  // The server's HTML knows it is served (its origin), the build's that it is not: no swap.
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const summaries = useSummaries(threads, served);
  const title = t('messages.list.title');
  return (
    <main id="main" className="container page messages-page" tabIndex={-1}>
      <PageMeta
        title={title}
        description={t('messages.list.description')}
        path={paths.messages.getHref()}
        noindex
      />
      <h1 className="page-title">{title}</h1>
      {!served ? <p className="alert">{t('messages.thread.noServer')}</p> : null}
      {unreadable ? <p className="alert">{t('messages.list.unreadable')}</p> : null}
      {threads.length === 0 ? (
        <div className="empty-state">
          <p>{t('messages.list.empty')}</p>
          <Link className="btn btn-primary" to={paths.browse.getHref('all')}>
            {t('messages.list.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="ml-hint">{t('messages.list.intro')}</p>
          <ul className="ml-list" aria-label={title}>
            {threads.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} summary={summaries[thread.id]} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function ThreadItem({ thread, summary }: { thread: StoredThread; summary: Summary | undefined }) {
  const { t } = useTranslation();
  const title = thread.title || thread.vehicleId;
  return (
    <li className="card ml-item">
      <h2 className="ml-title" dir="auto">
        <Link to={paths.thread.getHref(thread.id)}>{title}</Link>
      </h2>
      <p className="ml-status">
        {summary?.status === 'failed' ? (
          t('messages.list.unknown')
        ) : summary?.status === 'done' ? (
          <>
            {summary.unread > 0 ? (
              <span className="badge badge-primary">
                {t('messages.list.unread', { n: formatNumber(summary.unread) })}
              </span>
            ) : null}{' '}
            {summary.ended ? <span className="badge">{t('messages.list.ended')}</span> : null}
          </>
        ) : null}
      </p>
      <div className="ml-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={t('messages.list.removeLabel', { title })}
          onClick={() => forgetMessageThread(thread.id)}
        >
          {t('messages.list.remove')}
        </button>
      </div>
    </li>
  );
}
