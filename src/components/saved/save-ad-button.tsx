import { useSavedAd } from '@/hooks/use-saved-ad';
import { useTranslation } from '@/i18n/use-translation';
import './save-ad-button.css';

/**
 * Save on a card or an ad's page: keeps the ad (any kind) in this browser's saved list, shown on
 * /saved. A toggle (aria-pressed) named after the ad. Needs the alerts texts (registerAlertsTexts).
 */
export function SaveAdButton({
  id,
  title,
  className = '',
}: {
  id: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { saved, toggle, failed } = useSavedAd(id);
  return (
    <div className={`save-ad ${className}`.trim()}>
      <button
        type="button"
        className={`btn ${saved ? 'btn-accent' : 'btn-secondary'} save-ad-button`}
        aria-pressed={saved}
        aria-label={t('alerts.ad.label', { title })}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {saved ? t('alerts.ad.saved') : t('alerts.ad.save')}
      </button>
      {failed && (
        <p className="error-text" role="alert">
          {t('alerts.ad.failed')}
        </p>
      )}
    </div>
  );
}
