import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import {
  MESSAGE_MAX,
  messageTextError,
  threadReportReasons,
  type ThreadReportReason,
  type ThreadSide,
} from '@/domain/messages/message-schema';
import { formatPostedDate } from '@/i18n/format';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import type { ThreadInfo, ThreadMessage } from '@/lib/api/messages-api';
import { discardQueuedMessage, type QueuedMessage } from '@/lib/message-outbox';
import { sendErrorKey } from './send-error';
import { useThread, type LoadedThread } from './use-thread';
import { MessageWarnings } from './message-warnings';
import './messages.css';

const when = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatPostedDate(iso)} ${time}`;
};

const length = (text: string) => [...text.trim()].length;

/**
 * A conversation: its messages as plain text (a link is text, never a link), the scam guard's
 * warnings beside what the other side wrote, a composer, live updates announced politely, and
 * Report. Either side's token opens it: the buyer's own, or the ad's manage token.
 */
export function ThreadView({
  threadId,
  token,
  headingLevel = 1,
  onReady,
  loaded,
}: {
  threadId: string;
  token: string | null;
  headingLevel?: 1 | 3;
  /** The page loader's answer, shown instead of asking the server again. */
  loaded?: LoadedThread;
  /** Called once the thread is loaded (the thread page keeps a buyer's link on this device). */
  onReady?: (thread: ThreadInfo) => void;
}) {
  const { t } = useTranslation();
  const { load, stream, incoming, pending, send, report, retry } = useThread(
    threadId,
    token,
    loaded,
  );
  const ready = load.kind === 'ready' ? load.thread : null;
  useEffect(() => {
    if (ready) onReady?.(ready);
  }, [ready, onReady]);
  const Heading = headingLevel === 1 ? 'h1' : 'h3';

  if (load.kind === 'loading') return <p role="status">{t('messages.thread.loading')}</p>;
  if (load.kind === 'error') {
    return (
      <div className="stack">
        <p className="alert alert-error" role="alert">
          {t(load.message)}
        </p>
        {load.message === 'messages.thread.loadFailed' ? (
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t('messages.thread.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  const { thread, messages } = load;
  const closed = thread.ended || thread.blocked;
  return (
    <section className="thread" aria-labelledby={`thread-title-${threadId}`}>
      <header className="thread-head">
        <p className="thread-about">{t('messages.thread.about')}</p>
        <Heading id={`thread-title-${threadId}`} className="thread-title" dir="auto">
          {thread.title}
        </Heading>
        {thread.side === 'buyer' && thread.adStatus === 'active' ? (
          <Link to={paths.ad.getHref(thread.vehicleId)}>{t('messages.thread.viewAd')}</Link>
        ) : null}
      </header>
      <ThreadNotes thread={thread} />
      <ol className="thread-log" aria-label={t('messages.thread.log')}>
        {messages.length === 0 && pending.length === 0 ? (
          <li className="hint">{t('messages.thread.empty')}</li>
        ) : null}
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} viewer={thread.side} />
        ))}
        {pending.map((entry) => (
          <PendingItem key={entry.key} entry={entry} />
        ))}
      </ol>
      <Announcer message={incoming} />
      {stream === 'reconnecting' ? (
        <p className="hint thread-stream">{t('messages.thread.reconnecting')}</p>
      ) : null}
      {closed ? null : <Composer onSend={send} />}
      <ReportThread reported={thread.reported} onReport={report} />
    </section>
  );
}

function ThreadNotes({ thread }: { thread: ThreadInfo }) {
  const { t } = useTranslation();
  if (thread.ended) return <p className="alert thread-note">{t('messages.thread.ended')}</p>;
  return (
    <>
      {thread.blocked ? (
        <p className="alert alert-error thread-note">{t('messages.thread.blocked')}</p>
      ) : null}
      {thread.endsAt ? (
        <p className="alert thread-note">
          {t('messages.thread.endsOn', { date: formatPostedDate(thread.endsAt) ?? '' })}
        </p>
      ) : null}
    </>
  );
}

function MessageItem({ message, viewer }: { message: ThreadMessage; viewer: ThreadSide }) {
  const { t } = useTranslation();
  const mine = message.from === viewer;
  const who = mine ? t('messages.thread.you') : t(`messages.thread.${message.from}`);
  return (
    <li className={`thread-message${mine ? ' is-mine' : ''}`}>
      <p className="thread-meta">
        <span className="thread-who">{who}</span>{' '}
        <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
      </p>
      {/* Text only: React escapes it, and nothing turns a URL into a link. */}
      <p className="thread-text" dir="auto">
        {message.text}
      </p>
      {mine && message.held ? <p className="hint">{t('messages.thread.held')}</p> : null}
      {/* The scam guard's warnings are for the one who reads the message, not its writer. */}
      {!mine && message.warnings.length > 0 ? <MessageWarnings codes={message.warnings} /> : null}
    </li>
  );
}

function PendingItem({ entry }: { entry: QueuedMessage }) {
  const { t } = useTranslation();
  return (
    <li className="thread-message is-mine is-pending">
      <p className="thread-meta">
        <span className="thread-who">{t('messages.thread.you')}</span>
      </p>
      <p className="thread-text" dir="auto">
        {entry.text}
      </p>
      {entry.failed ? (
        <div className="cluster">
          <p className="error-text">
            {t('messages.thread.failed', { reason: t(sendErrorKey(entry.failed)) })}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => discardQueuedMessage(entry.key)}
          >
            {t('messages.thread.discard')}
          </button>
        </div>
      ) : (
        <p className="hint">{t('messages.thread.pending')}</p>
      )}
    </li>
  );
}

/** Always in the page, so a screen reader hears each new message when it arrives. */
function Announcer({ message }: { message: ThreadMessage | null }) {
  const { t } = useTranslation();
  const text = message
    ? t(
        message.from === 'seller'
          ? 'messages.thread.announceSeller'
          : 'messages.thread.announceBuyer',
        {
          text: message.text,
        },
      )
    : '';
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

function Composer({ onSend }: { onSend: (text: string) => Promise<TranslationKey | null> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<TranslationKey | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const count = length(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = messageTextError(text) as TranslationKey | null;
    if (invalid) {
      setError(invalid);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const refused = await onSend(text);
    setBusy(false);
    if (refused) setError(refused);
    else setText('');
    field.current?.focus();
  }

  return (
    <form className="thread-composer" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className="label">
        {t('messages.thread.composer')}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className="textarea"
        rows={3}
        value={text}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <p id={`${id}-count`} className={`hint${count > MESSAGE_MAX ? ' error-text' : ''}`}>
        {t('messages.thread.counter', { n: count, max: MESSAGE_MAX })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="error-text" role="alert">
          {t(error, { max: MESSAGE_MAX })}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('messages.thread.sending') : t('messages.thread.send')}
      </button>
    </form>
  );
}

function ReportThread({
  reported,
  onReport,
}: {
  reported: boolean;
  onReport: (reason: ThreadReportReason) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ThreadReportReason>('scam');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Keyboard users keep their place: what replaces the control they used gets the focus, before
  // the next key press can arrive (a passive effect may run after it).
  const place = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = place.current;
    if (!target) return;
    const first = target.matches('form')
      ? target.querySelector<HTMLElement>('input:checked, button')
      : target;
    first?.focus();
  });
  const keep = (element: HTMLElement | null) => {
    place.current = element;
  };
  if (reported) {
    return (
      <p ref={keep} className="hint thread-reported" role="status" tabIndex={-1}>
        {t('messages.report.done')}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        ref={keep}
        type="button"
        className="btn btn-ghost btn-sm thread-report"
        onClick={() => {
          moved.current = true;
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⚑</span> {t('messages.report.open')}
      </button>
    );
  }
  return (
    <form
      ref={keep}
      className="card card-body stack thread-report-form"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onReport(reason).then((done) => {
          moved.current = done;
          setBusy(false);
          setFailed(!done);
        });
      }}
    >
      <fieldset className="stack">
        <legend>{t('messages.report.title')}</legend>
        {threadReportReasons.map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />{' '}
            {t(`messages.report.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      {failed ? (
        <p className="error-text" role="alert">
          {t('messages.report.failed')}
        </p>
      ) : null}
      <div className="cluster">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('messages.report.send')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            moved.current = true;
            setOpen(false);
          }}
        >
          {t('messages.report.cancel')}
        </button>
      </div>
    </form>
  );
}
