import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { canonicalQuery } from '@/domain/search/saved-search';
import { useSavedSearches } from '@/hooks/use-saved-searches';
import { useTranslation } from '@/i18n/use-translation';
import { saveSearch } from '@/lib/saved-searches';

/**
 * "Save this search" on a list: keeps its type (a vehicle list's, or 'part' / 'gear') and its
 * filters as URL parameters; once saved, links to the list of them. Needs the alerts texts.
 */
export function SaveSearchButton({ type, params }: { type: string; params: URLSearchParams }) {
  const { t, lang } = useTranslation();
  const saved = useSavedSearches();
  const [failed, setFailed] = useState(false);
  const query = canonicalQuery(params, type);
  const isSaved = saved.some((entry) => entry.type === type && entry.query === query);

  function save() {
    try {
      const saved = saveSearch(type, params);
      setFailed(saved === null);
      // Loaded on use: the list's first load does without the alerts' code.
      if (saved)
        void import('@/lib/push-alerts').then(({ syncPushAlerts }) => syncPushAlerts(lang));
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="vl-save-search" aria-live="polite">
      {isSaved ? (
        <p>
          {t('alerts.saved')} ·{' '}
          <Link to={paths.savedSearches.getHref()}>{t('alerts.seeSaved')}</Link>
        </p>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={save}>
          {t('alerts.save')}
        </button>
      )}
      {failed && <p className="alert">{t('alerts.saveFailed')}</p>}
    </div>
  );
}
