import { useLocalizedPath } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/catalog';
import { useCopyText } from '@/hooks/use-copy-text';
import { useTranslation } from '@/i18n/use-translation';

/** After publishing: the ad's public address, to paste into WhatsApp or Facebook. */
export function PublicLinkCard({
  vehicle,
  href = paths.vehicle.getHref(vehicle.id),
  hint = 'postAd.success.publicHint',
}: {
  vehicle: { id: string };
  /** The ad's page (a part or gear ad's is not a vehicle's). */
  href?: string;
  hint?: TranslationKey;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const url = `${window.location.origin}${localized(href)}`;
  const { state: copy, copy: copyLink } = useCopyText(url);

  return (
    <section className="card card-body stack" aria-labelledby="post-ad-public-heading">
      <h3 id="post-ad-public-heading" className="card-title">
        {t('postAd.success.publicTitle')}
      </h3>
      <p>{t(hint)}</p>
      <input
        className="input"
        readOnly
        value={url}
        aria-label={t('postAd.success.publicTitle')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="cluster">
        <button type="button" className="btn btn-secondary" onClick={() => void copyLink()}>
          {copy === 'copied' ? t('postAd.manage.copied') : t('postAd.manage.copy')}
        </button>
      </div>
      <p className="hint" role="status">
        {copy === 'failed' ? t('postAd.manage.copyFailed') : ''}
      </p>
    </section>
  );
}
