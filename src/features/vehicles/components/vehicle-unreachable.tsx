import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { formatPostedDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

/** Above an ad shown from this device's saved copy: the server did not answer, and since when. */
export function SavedCopyNotice({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert stack" role="status">
      <strong>{t('vehicles.server.unreachable')}</strong>
      <p>{t('vehicles.server.savedCopy', { date: formatPostedDate(savedAt) ?? savedAt })}</p>
    </div>
  );
}

/** The server did not answer and this device never opened the ad: no copy, and no "not found". */
export function VehicleUnreachable() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={t('vehicles.server.unreachable')}
        description={t('vehicles.server.noCopy')}
        noindex
      />
      <div className="empty-state vd-not-found" role="alert">
        <h1 className="page-title">{t('vehicles.server.unreachable')}</h1>
        <p>{t('vehicles.server.noCopy')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('vehicles.server.retry')}
        </button>
        <Link className="btn btn-secondary" to={paths.browse.getHref('all')}>
          {t('vehicles.detail.notFound.browse')}
        </Link>
      </div>
    </main>
  );
}
