import { useCallback, useEffect, useRef, useState } from 'react';
import { ThreadView } from '@/components/messages/thread-view';
import { formatNumber, formatPostedDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { adApiPath } from '@/lib/api/ad-path';
import { followMessageStream } from '@/lib/api/message-stream';
import { fetchSellerThreads, type SellerThread } from '@/lib/api/messages-api';

const PREVIEW = 140;
const preview = (text: string) =>
  [...text].length > PREVIEW ? `${[...text].slice(0, PREVIEW).join('')}…` : text;

/** The newest message id in the list (the stream resumes after it), or null. */
function newest(threads: readonly SellerThread[] | null): string | null {
  const id = Math.max(0, ...(threads ?? []).map((thread) => Number(thread.last?.id ?? 0)));
  return id > 0 ? String(id) : null;
}

/**
 * The seller's side on the manage page: every conversation about the ad, with what is unread,
 * kept live by the ad's message stream (no reload); the seller opens one to read and reply. Any
 * kind of ad: a vehicle, a part or gear.
 */
export function SellerThreads({
  adId,
  token,
  threads: loaded,
}: {
  adId: string;
  token: string;
  /** The manage page loader's answer: the conversations, or that they did not come. */
  threads: SellerThread[] | 'failed';
}) {
  const { t } = useTranslation();
  // The loader's list, then each new look (a message arrived, a conversation was read). A failed
  // look keeps the list the seller has, with a note.
  const [threads, setThreads] = useState(loaded === 'failed' ? null : loaded);
  const [failed, setFailed] = useState(loaded === 'failed');
  const [openId, setOpenId] = useState<string | null>(null);
  const refreshThreads = useCallback(() => {
    fetchSellerThreads(adId, token).then(
      (list) => {
        setThreads(list);
        setFailed(false);
      },
      (error: unknown) => {
        console.warn('[manage] the conversations did not load', error);
        setFailed(true);
      },
    );
  }, [adId, token]);

  // Live: the ad's stream, after the newest message the list had when the seller arrived.
  const listed = threads !== null;
  const afterRef = useRef<string | null>(null);
  afterRef.current ??= newest(threads);
  useEffect(() => {
    if (!listed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followMessageStream({
      path: `${adApiPath(adId)}/events`,
      token,
      after: afterRef.current,
      // A burst of messages is one new look at the list.
      onMessage: () => {
        clearTimeout(timer);
        timer = setTimeout(refreshThreads, 250);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [adId, token, listed, refreshThreads]);

  // Numbered by when each buyer first wrote, so "Buyer 2" stays Buyer 2 as messages come in.
  const order = new Map(
    [...(threads ?? [])]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((thread, index) => [thread.id, index + 1]),
  );
  const unread = (threads ?? []).reduce((sum, thread) => sum + thread.unread, 0);
  const open = threads?.find((thread) => thread.id === openId) ?? null;

  return (
    <section className="card card-body stack seller-threads" aria-labelledby="seller-threads-title">
      <h2 id="seller-threads-title" className="section-title">
        {t('messages.manage.title')}
        {unread > 0 ? (
          <>
            {' '}
            <span className="badge badge-primary">
              {t('messages.manage.unread', { n: formatNumber(unread) })}
            </span>
          </>
        ) : null}
      </h2>
      {/* Announces new unread messages as they arrive, politely. */}
      <p className="visually-hidden" aria-live="polite">
        {unread > 0 ? t('messages.manage.unread', { n: formatNumber(unread) }) : ''}
      </p>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {t('messages.manage.failed')}
        </p>
      ) : null}
      {open ? (
        <div className="stack">
          <button
            type="button"
            className="btn btn-ghost btn-sm seller-threads-back"
            onClick={() => {
              setOpenId(null);
              refreshThreads();
            }}
          >
            <span aria-hidden="true">← </span>
            {t('messages.manage.back')}
          </button>
          <p className="thread-about">
            {t('messages.manage.buyer', { n: order.get(open.id) ?? 1 })}
          </p>
          <ThreadView
            key={open.id}
            threadId={open.id}
            token={token}
            headingLevel={3}
            onReady={refreshThreads}
          />
        </div>
      ) : threads === null ? null : threads.length === 0 ? (
        <>
          <p className="hint">{t('messages.manage.intro')}</p>
          <p>{t('messages.manage.empty')}</p>
        </>
      ) : (
        <>
          <p className="hint">{t('messages.manage.intro')}</p>
          <ul className="seller-thread-list">
            {threads.map((thread) => (
              <li key={thread.id} className="seller-thread">
                <p className="seller-thread-head">
                  <strong>{t('messages.manage.buyer', { n: order.get(thread.id) ?? 1 })}</strong>{' '}
                  {thread.last ? (
                    <time dateTime={thread.last.sentAt}>
                      {formatPostedDate(thread.last.sentAt)}
                    </time>
                  ) : null}{' '}
                  {thread.unread > 0 ? (
                    <span className="badge badge-primary">
                      {t('messages.manage.unread', { n: formatNumber(thread.unread) })}
                    </span>
                  ) : null}{' '}
                  {thread.ended ? (
                    <span className="badge">{t('messages.manage.ended')}</span>
                  ) : null}{' '}
                  {thread.reported ? (
                    <span className="badge">{t('messages.manage.reported')}</span>
                  ) : null}
                </p>
                <p className="thread-text seller-thread-last" dir="auto">
                  {thread.last ? preview(thread.last.text) : t('messages.manage.noMessages')}
                </p>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => setOpenId(thread.id)}
                  aria-label={`${t('messages.manage.open')}: ${t('messages.manage.buyer', { n: order.get(thread.id) ?? 1 })}`}
                >
                  {t('messages.manage.open')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
