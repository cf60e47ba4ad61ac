import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { MESSAGE_MAX, messageTextError } from '@/domain/messages/message-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { newMessageKey } from '@/lib/api/messages-api';
import {
  getMessageOutboxSnapshot,
  onQueuedMessageSent,
  sendMessage,
  startMessageOutbox,
  subscribeMessageOutbox,
  type Started,
} from '@/lib/message-outbox';
import { getMessageThreadsSnapshot, subscribeMessageThreads } from '@/lib/message-threads';
import { sendErrorKey } from './send-error';
import { ThreadLinkCard } from './thread-link-card';
import './messages.css';

export type MessageSellerPanelProps = {
  vehicle: Pick<Vehicle, 'id' | 'title'>;
  /** The form is open (the buyer pressed Message seller). */
  writing: boolean;
  onWrite: (writing: boolean) => void;
};

const none: readonly never[] = [];

/** The first message to an ad's seller; then its thread's private link, offered once. */
export default function MessageSellerPanel({ vehicle, writing, onWrite }: MessageSellerPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<TranslationKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const threads = useSyncExternalStore(
    subscribeMessageThreads,
    getMessageThreadsSnapshot,
    () => none,
  );
  const queue = useSyncExternalStore(subscribeMessageOutbox, getMessageOutboxSnapshot, () => none);
  const earlier = threads.find((thread) => thread.vehicleId === vehicle.id) ?? null;
  const queued = queue.filter((entry) => entry.kind === 'start' && entry.vehicleId === vehicle.id);
  // The keys of this ad's first messages that wait: the link is offered here once one is sent.
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of queued) waiting.current.add(entry.key);
  }, [queued]);
  useEffect(() => {
    startMessageOutbox();
    return onQueuedMessageSent((key, outcome) => {
      if (outcome.status === 'sent' && outcome.started && waiting.current.has(key)) {
        setStarted(outcome.started);
      }
    });
  }, []);

  useEffect(() => {
    if (writing) field.current?.focus();
  }, [writing]);

  if (started) return <ThreadLinkCard title={vehicle.title} started={started} />;

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
    const key = newMessageKey();
    try {
      const outcome = await sendMessage({
        kind: 'start',
        key,
        vehicleId: vehicle.id,
        title: vehicle.title,
        text,
      });
      if (outcome.status === 'sent' && outcome.started) setStarted(outcome.started);
      else if (outcome.status === 'queued') {
        waiting.current.add(key);
        setText('');
        onWrite(false);
      } else if (outcome.status === 'failed') setError(sendErrorKey(outcome.code, outcome.fields));
    } catch (failure) {
      console.warn('[messages] the first message could not be sent', failure);
      setError('messages.errors.failed');
    } finally {
      setBusy(false);
    }
  }

  const count = [...text.trim()].length;
  return (
    <div className="stack message-seller-panel">
      {earlier && !writing ? (
        <p className="hint">
          {t('messages.seller.again')}{' '}
          <Link to={paths.thread.getHref(earlier.id)}>{t('messages.seller.openThread')}</Link>
        </p>
      ) : null}
      {queued.map((entry) => (
        <div key={entry.key} className="thread-message is-mine is-pending">
          <p className="thread-text" dir="auto">
            {entry.text}
          </p>
          <p className={entry.failed ? 'error-text' : 'hint'} role="status">
            {entry.failed ? t(sendErrorKey(entry.failed)) : t('messages.seller.queued')}
          </p>
        </div>
      ))}
      {writing ? (
        <form
          className="thread-composer card card-body"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <h3 className="card-title">{t('messages.seller.title')}</h3>
          <p className="hint">{t('messages.seller.intro')}</p>
          <label htmlFor={`${id}-text`} className="label">
            {t('messages.seller.label')}
          </label>
          <textarea
            ref={field}
            id={`${id}-text`}
            className="textarea"
            rows={4}
            dir="auto"
            value={text}
            placeholder={t('messages.seller.placeholder')}
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
          <div className="cluster">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('messages.thread.sending') : t('messages.seller.send')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => onWrite(false)}>
              {t('messages.seller.cancel')}
            </button>
          </div>
        </form>
      ) : earlier || queued.length > 0 ? null : (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => onWrite(true)}>
          <span aria-hidden="true">✉ </span>
          {t('messages.seller.button')}
        </button>
      )}
    </div>
  );
}
