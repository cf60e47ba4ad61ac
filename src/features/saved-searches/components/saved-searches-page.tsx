import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { itemKindOf } from '@/domain/search/saved-search';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { useSavedSearches } from '@/hooks/use-saved-searches';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import {
  markSavedSearchesSeen,
  readSavedSearches,
  removeSavedSearch,
  type SavedSearch,
} from '@/lib/saved-searches';
import { useNewCounts, type NewCount } from '../api/use-new-counts';
import { describeSearch } from '../lib/describe-search';
import { PushAlerts } from './push-alerts';
import './saved-searches-page.css';

/**
 * The searches saved from lists, each with how many ads are new since the last visit to this
 * page. The visit itself becomes the next "last visit".
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  // The previous visit, read once: this visit is stored as the next one straight away.
  const [seen] = useState(
    () => new Map(readSavedSearches().map((search) => [search.id, search.seenAt])),
  );
  useEffect(() => {
    try {
      markSavedSearchesSeen();
    } catch (error) {
      console.warn('[saved-searches] could not store this visit', error);
    }
  }, []);
  const counts = useNewCounts(searches, seen);
  const title = t('alerts.title');

  return (
    <main id="main" className="container page saved-searches-page" tabIndex={-1}>
      <PageMeta
        title={title}
        description={t('alerts.hint')}
        path={paths.savedSearches.getHref()}
        noindex
      />
      <h1 className="page-title">{title}</h1>
      {searches.length === 0 ? (
        <div className="empty-state">
          <p>{t('alerts.empty')}</p>
          <Link className="btn btn-primary" to={paths.browse.getHref('all')}>
            {t('vehicles.detail.notFound.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="ss-hint">{t('alerts.hint')}</p>
          <ul className="ss-list" aria-label={title}>
            {searches.map((search) => (
              <SearchItem key={search.id} search={search} count={counts.get(search.id)} />
            ))}
          </ul>
        </>
      )}
      <PushAlerts searches={searches} />
    </main>
  );
}

function SearchItem({ search, count }: { search: SavedSearch; count: NewCount | undefined }) {
  const { t } = useTranslation();
  const name = describeSearch(t, search.type, search.query);
  const kind = itemKindOf(search.type);
  const list = kind
    ? paths.itemList.getHref(kind, search.query)
    : paths.browse.getHref(isVehicleType(search.type) ? search.type : 'all', search.query);
  let status = t('alerts.checking');
  if (count?.status === 'failed') status = t('alerts.checkFailed');
  if (count?.status === 'done') {
    const n = formatNumber(count.n);
    status =
      count.n === 0
        ? t('alerts.noneNew')
        : t(count.more ? 'alerts.newSinceMany' : 'alerts.newSince', { n });
  }
  return (
    <li className="card ss-item">
      <h2 className="ss-name">{name}</h2>
      <p className="ss-new" data-new={count?.status === 'done' && count.n > 0 ? '' : undefined}>
        {status}
      </p>
      <div className="ss-actions">
        <Link className="btn btn-primary" to={list}>
          {t('alerts.open')}
        </Link>
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t('alerts.removeLabel', { name })}
          onClick={() => {
            try {
              removeSavedSearch(search.id);
            } catch (error) {
              console.warn('[saved-searches] could not remove a search', error);
            }
          }}
        >
          {t('alerts.remove')}
        </button>
      </div>
    </li>
  );
}
