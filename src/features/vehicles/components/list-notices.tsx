import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import type { Listing } from '../api/use-vehicle-listing';

type Props = Pick<Listing, 'failed' | 'retry'> & { corrupt: boolean; skipped: number };

/** What the list could not show: the server did not answer, or this browser's ads are unreadable. */
export function ListNotices({ failed, retry, corrupt, skipped }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <div className="alert vl-notice" role="alert">
          <p>{t(failed === 'first' ? 'vehicles.server.failed' : 'vehicles.server.moreFailed')}</p>
          {retry && (
            <button type="button" className="btn btn-secondary" onClick={retry}>
              {t('vehicles.server.retry')}
            </button>
          )}
        </div>
      )}
      {(corrupt || skipped > 0) && (
        <p className="alert vl-notice">
          {corrupt
            ? t('vehicles.stored.unreadable')
            : t('vehicles.stored.skipped', { n: formatNumber(skipped) })}
        </p>
      )}
    </>
  );
}
