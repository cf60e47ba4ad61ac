import { useEffect, useRef } from 'react';
import { Link, useLocalizedPath } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useCopyText } from '@/hooks/use-copy-text';
import { useTranslation } from '@/i18n/use-translation';
import type { Started } from '@/lib/message-outbox';

/**
 * After the first message: the thread's private link (its token in the #fragment), offered
 * once, with Copy and "Send it to my WhatsApp", and a warning to keep it private.
 */
export function ThreadLinkCard({ title, started }: { title: string; started: Started }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form gave way to this card: focus follows, so a screen reader hears the news.
  useEffect(() => heading.current?.focus(), []);
  const localized = useLocalizedPath();
  const href = localized(paths.thread.getHref(started.threadId, started.token));
  const url = `${window.location.origin}${href}`;
  const { state: copy, copy: copyLink } = useCopyText(url);
  const text = t('messages.link.whatsappText', { title, site: site.name, url });
  return (
    <section className="card card-body stack thread-link" aria-labelledby="thread-link-title">
      <h3 id="thread-link-title" className="card-title" tabIndex={-1} ref={heading}>
        {t('messages.link.title')}
      </h3>
      <p>{t('messages.link.intro')}</p>
      <p className="alert">{t('messages.link.warning')}</p>
      <input
        className="input"
        readOnly
        value={url}
        aria-label={t('messages.link.label')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="cluster">
        <Link className="btn btn-primary" to={href}>
          {t('messages.link.open')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => void copyLink()}>
          {copy === 'copied' ? t('messages.link.copied') : t('messages.link.copy')}
        </button>
        <a
          className="btn btn-secondary"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('messages.link.whatsapp')}
        </a>
      </div>
      <p className="hint" role="status">
        {copy === 'failed' ? t('messages.link.copyFailed') : ''}
      </p>
    </section>
  );
}
