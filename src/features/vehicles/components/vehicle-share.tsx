import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { getFacebookShareHref, getWhatsAppShareHref, getXShareHref } from '../lib/share-links';

type Props = { url: string; title: string };

/** Facebook and X open their share pages; Instagram has no web share URL, so we use the
 * device's share sheet when there is one, else copy the link. */
export function VehicleShare({ url, title }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const newTab = t('common.a11y.newTab');

  async function shareNative() {
    setMessage('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('vehicles.detail.share.copied'));
    } catch {
      setMessage(t('vehicles.detail.share.copyFailed'));
    }
  }

  return (
    <section className="card card-body vd-card vd-share-card" aria-labelledby="vd-share-title">
      <h2 id="vd-share-title" className="vd-card-title">
        {t('vehicles.detail.share.title')}
      </h2>
      <div className="vd-share">
        <a
          className="btn btn-secondary btn-sm"
          href={getWhatsAppShareHref(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('vehicles.detail.share.whatsappLabel')} ${newTab}`}
        >
          {t('vehicles.detail.share.whatsapp')}
        </a>
        <a
          className="btn btn-secondary btn-sm"
          href={getFacebookShareHref(url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('vehicles.detail.share.facebookLabel')} ${newTab}`}
        >
          {t('vehicles.detail.share.facebook')}
        </a>
        <a
          className="btn btn-secondary btn-sm"
          href={getXShareHref(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('vehicles.detail.share.xLabel')} ${newTab}`}
        >
          {t('vehicles.detail.share.x')}
        </a>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={t('vehicles.detail.share.instagramLabel')}
          onClick={() => void shareNative()}
        >
          {t('vehicles.detail.share.instagram')}
        </button>
      </div>
      <p className="vd-share-status" role="status">
        {message}
      </p>
    </section>
  );
}
