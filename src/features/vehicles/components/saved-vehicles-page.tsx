import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { CardLayoutSwitch } from '@/components/vehicle/card-layout-switch';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import { paths } from '@/config/paths';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { useCardLayout } from '@/hooks/use-card-layout';
import { useSavedVehicleIds } from '@/hooks/use-saved-vehicle-ids';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { removeSavedVehicle } from '@/lib/saved-vehicles';
import { useSavedVehicles } from '../api/use-saved-vehicles';
import type { SavedEntry } from '../lib/saved-entries';
import './saved-vehicles-page.css';

const SavedItemCard = lazy(() => import('./saved-item-card'));

/**
 * The ads saved with the Save heart (vehicles, parts and gear), newest first, as cards (compact rows on phones).
 * An ad that is no longer there says so and can be removed like the others.
 */
export function SavedVehiclesPage() {
  const { t } = useTranslation();
  const ids = useSavedVehicleIds();
  const { entries, retry } = useSavedVehicles(ids);
  const layout = useCardLayout();
  const [removeFailed, setRemoveFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a Remove, focus goes to the next ad's Remove (or the heading), not to the page's start.
  const focusAfterRemove = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-saved-remove]');
    const target = buttons?.[Math.min(index, buttons.length - 1)] ?? headingRef.current;
    target?.focus();
  }, [ids]);

  function remove(id: string, index: number) {
    try {
      removeSavedVehicle(id);
      setRemoveFailed(false);
      focusAfterRemove.current = index;
    } catch {
      setRemoveFailed(true);
    }
  }

  const title = t('vehicles.saved.title');
  return (
    <main id="main" className="container page saved-page" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.savedTitle')}
        description={t('common.meta.savedDescription')}
        noindex
      />
      <h1 ref={headingRef} className="page-title saved-title" tabIndex={-1}>
        {title}
      </h1>
      <p className="saved-count" role="status">
        {t('vehicles.saved.count', { n: formatNumber(ids.length) })}
      </p>
      <p>
        <Link to={paths.savedSearches.getHref()}>{t('alerts.seeSaved')}</Link>
      </p>
      {removeFailed && (
        <p className="alert saved-notice" role="alert">
          {t('vehicles.saved.removeFailed')}
        </p>
      )}
      {entries.length === 0 ? (
        <div className="empty-state saved-empty">
          <p>{t('vehicles.saved.empty')}</p>
          <Link className="btn btn-primary" to={paths.browse.getHref('all')}>
            {t('vehicles.detail.notFound.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className="saved-toolbar">
            <p className="saved-hint">{t('vehicles.saved.hint')}</p>
            <CardLayoutSwitch layout={layout} />
          </div>
          <ul ref={listRef} className="saved-list" data-card-layout={layout} aria-label={title}>
            {entries.map((entry, index) => (
              <li key={entry.id} className="saved-item">
                <SavedItem
                  entry={entry}
                  onRemove={() => remove(entry.id, index)}
                  onRetry={retry}
                  rowsOnPhones={layout !== 'cards'}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function SavedItem({
  entry,
  onRemove,
  onRetry,
  rowsOnPhones,
}: {
  entry: SavedEntry;
  onRemove: () => void;
  onRetry: () => void;
  rowsOnPhones: boolean;
}) {
  const { t } = useTranslation();
  if (entry.status === 'item') {
    return (
      <Suspense fallback={<Loading />}>
        <SavedItemCard ad={entry.item} onRemove={onRemove} />
      </Suspense>
    );
  }
  if (entry.status === 'found') {
    const title = vehicleTitle(entry.vehicle, t('vehicles.untitled'));
    return (
      <VehicleCard
        vehicle={entry.vehicle}
        headingLevel={2}
        rowsOnPhones={rowsOnPhones}
        actions={
          <button
            type="button"
            className="btn btn-secondary"
            data-saved-remove=""
            aria-label={t('vehicles.saved.removeLabel', { title })}
            onClick={onRemove}
          >
            {t('vehicles.saved.remove')}
          </button>
        }
      />
    );
  }
  if (entry.status === 'loading') return <Loading />;
  return (
    <div className="card saved-missing">
      <p>{t(entry.status === 'gone' ? 'vehicles.saved.gone' : 'vehicles.saved.failed')}</p>
      <div className="saved-missing-actions">
        {entry.status === 'failed' && (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t('vehicles.server.retry')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          data-saved-remove=""
          aria-label={entry.status === 'gone' ? t('vehicles.saved.goneRemoveLabel') : undefined}
          onClick={onRemove}
        >
          {t('vehicles.saved.remove')}
        </button>
      </div>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="card saved-missing" role="status">
      <p>{t('vehicles.server.loading')}</p>
    </div>
  );
}
