import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import {
  decideHeldMessage,
  moderateThread,
  type HeldMessageDecision,
  type ModeratedMessage,
  type ModeratedThread,
  type ThreadAction,
} from '@/lib/api/admin-threads-api';
import type { AdminSectionProps } from './admin-section-props';

const utc = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Conversations a buyer or seller reported, and ones holding a message the scam phrases
 * stopped: the moderator reads the whole thread, lets a held message through or removes it,
 * blocks a sender, or dismisses the report. Messages show as plain text (no link is live).
 */
export function ThreadQueue({
  csrfToken,
  busy,
  run,
  threads,
}: AdminSectionProps & { threads: ModeratedThread[] | null }) {
  const { t } = useTranslation();

  const act = (thread: ModeratedThread, action: ThreadAction) =>
    run(async () => {
      await moderateThread(csrfToken, thread.id, action);
      return t(`admin.threads.done.${action}`);
    });

  const decide = (
    thread: ModeratedThread,
    message: ModeratedMessage,
    decision: HeldMessageDecision,
  ) =>
    run(async () => {
      await decideHeldMessage(csrfToken, thread.id, message.id, decision);
      return t(`admin.threads.done.${decision}`);
    });

  return (
    <section className="stack" aria-labelledby="admin-threads-title">
      <h2 id="admin-threads-title" className="section-title">
        {t('admin.threads.heading')}
      </h2>
      {threads === null ? null : threads.length === 0 ? (
        <p>{t('admin.threads.empty')}</p>
      ) : (
        <ul className="admin-queue" role="list">
          {threads.map((thread) => (
            <li key={thread.id}>
              <ThreadCard
                thread={thread}
                busy={busy}
                onAct={(action) => void act(thread, action)}
                onDecide={(message, decision) => void decide(thread, message, decision)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ThreadCard({
  thread,
  busy,
  onAct,
  onDecide,
}: {
  thread: ModeratedThread;
  busy: boolean;
  onAct: (action: ThreadAction) => void;
  onDecide: (message: ModeratedMessage, decision: HeldMessageDecision) => void;
}) {
  const { t } = useTranslation();
  const titleId = `admin-thread-${thread.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <article className="card card-body admin-ad admin-thread stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-ad-title" dir="auto">
        {t('admin.threads.about', { title: thread.title })}
      </h3>
      <ul className="admin-ad-facts" role="list">
        <li>
          <Link to={paths.ad.getHref(thread.vehicleId)}>
            {t('admin.ad.id', { id: thread.vehicleId })}
          </Link>
        </li>
        <li className={thread.reportedBy ? 'alert' : 'hint'}>
          {thread.reportedBy && thread.reportedAt
            ? t(
                thread.reportedBy === 'buyer'
                  ? 'admin.threads.reportedByBuyer'
                  : 'admin.threads.reportedBySeller',
                {
                  date: utc(thread.reportedAt),
                  reason: t(`admin.threads.reasons.${thread.reason ?? 'other'}`),
                },
              )
            : t('admin.threads.heldOnly')}
        </li>
        {thread.blockedSide ? (
          <li className="badge">{t(`admin.threads.blocked.${thread.blockedSide}`)}</li>
        ) : null}
      </ul>
      <ol className="admin-thread-messages" role="list">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`admin-thread-message admin-thread-${message.from}${message.held ? ' is-held' : ''}`}
          >
            <p className="admin-thread-meta">
              <strong>{t(`admin.threads.from.${message.from}`)}</strong>{' '}
              <span className="hint">
                {t('admin.threads.sentAt', { date: utc(message.sentAt) })}
              </span>
              {message.held ? <span className="badge">{t('admin.threads.held')}</span> : null}
            </p>
            <p className="admin-ad-text" dir="auto">
              {message.text}
            </p>
            {message.warnings.length > 0 ? (
              <p className="hint">
                {t('admin.threads.warned', {
                  codes: message.warnings
                    .map((code) => t(`admin.threads.warnings.${code}`))
                    .join(', '),
                })}
              </p>
            ) : null}
            {message.held ? (
              <div className="cluster admin-ad-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => onDecide(message, 'release')}
                >
                  {t('admin.threads.release')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy}
                  onClick={() => onDecide(message, 'remove')}
                >
                  {t('admin.threads.remove')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="cluster admin-ad-actions">
        {thread.blockedSide !== 'buyer' ? (
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            onClick={() => onAct('block_buyer')}
          >
            {t('admin.threads.blockBuyer')}
          </button>
        ) : null}
        {thread.blockedSide !== 'seller' ? (
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            onClick={() => onAct('block_seller')}
          >
            {t('admin.threads.blockSeller')}
          </button>
        ) : null}
        {thread.reportedAt ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => onAct('dismiss')}
          >
            {t('admin.threads.dismiss')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
