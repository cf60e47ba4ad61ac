import { useState } from 'react';
import { Link, useLocalizedPath } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';
import { readManageToken } from '@/lib/own-ads/manage-tokens';
import { useCopyText } from '@/hooks/use-copy-text';

/**
 * After publishing: the private link that lets the poster manage the ad from any
 * device, with Copy and "send it to my WhatsApp", and a warning to keep it private.
 */
export function ManageLinkCard({ vehicle }: { vehicle: { id: string; title: string } }) {
  const { t } = useTranslation();
  const [token] = useState(() => readManageToken(vehicle.id));
  const localized = useLocalizedPath();
  // In the poster's language (the token stays in the #fragment).
  const href = localized(paths.manage.getHref(vehicle.id, token ?? ''));
  const url = `${window.location.origin}${href}`;
  const { state: copy, copy: copyLink } = useCopyText(url);
  if (!token) return null;
  const text = t('postAd.manage.whatsappText', { title: vehicle.title, site: site.name, url });

  return (
    <section
      className="card card-body stack post-ad-manage"
      aria-labelledby="post-ad-manage-heading"
    >
      <h3 id="post-ad-manage-heading" className="card-title">
        {t('postAd.manage.title')}
      </h3>
      <p>{t('postAd.manage.intro')}</p>
      <p className="alert">{t('postAd.manage.warning')}</p>
      <input
        className="input"
        readOnly
        value={url}
        aria-label={t('postAd.manage.linkLabel')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="cluster">
        <Link className="btn btn-primary" to={href}>
          {t('postAd.manage.open')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => void copyLink()}>
          {copy === 'copied' ? t('postAd.manage.copied') : t('postAd.manage.copy')}
        </button>
        <a
          className="btn btn-secondary"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('postAd.manage.whatsapp')}
        </a>
      </div>
      <p className="hint" role="status">
        {copy === 'failed' ? t('postAd.manage.copyFailed') : ''}
      </p>
    </section>
  );
}
