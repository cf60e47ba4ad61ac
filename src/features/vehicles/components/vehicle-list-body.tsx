import { useCallback, useId, useRef, useState } from 'react';
import { MoreAdsLink } from '@/components/ui/more-ads-link';
import { SelectField } from '@/components/ui/select';
import { CardLayoutSwitch } from '@/components/vehicle/card-layout-switch';
import { hasFilters } from '@/domain/vehicles/list-order';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import {
  countActiveFilters,
  parseSearch,
  sortOrders,
  type SortOrder,
  type VehicleFilters,
  type VehicleSearch,
} from '@/domain/vehicles/vehicle-search';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { useCardLayout } from '@/hooks/use-card-layout';
import { useCloseWhenMatches, useOneOverlay } from '@/hooks/use-overlay';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { useTranslation } from '@/i18n/use-translation';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import { loadedVehicleFilter, loadVehicleFilter } from '../api/use-vehicle-filter';
import { EmptyResults } from './empty-results';
import { FilterDrawer } from './filter-drawer';
import type { FilterDraft } from './vehicle-filter-fields';
import { FiltersPanel } from './vehicle-filters-panel';
import { VehicleResults } from './vehicle-results';

const sortLabels = {
  newest: 'vehicles.sort.newest',
  'price-asc': 'vehicles.sort.priceAsc',
  'price-desc': 'vehicles.sort.priceDesc',
  'mileage-asc': 'vehicles.sort.mileageAsc',
} as const satisfies Record<SortOrder, string>;

const SIDEBAR_QUERY = '(min-width: 960px)';

type Props = {
  type: string;
  search: VehicleSearch;
  applied: VehicleFilters;
  inCategory: Vehicle[];
  facets: VehiclePage['facets'];
  results: Vehicle[];
  countText: string;
  total: number;
  onNearEnd: (() => void) | null;
  /** The server's cursor for the next page: the "More ads" link's. */
  next: string | null;
  loadingMore: boolean;
  onNavigate: (next: VehicleSearch) => void;
};

/** A list page's filters (a sidebar, or a drawer on phones), toolbar and cards. */
export function ListBody({ type, search, applied, results, countText, ...props }: Props) {
  registerVehiclesTexts();
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const layout = useCardLayout();
  const { sort } = search;
  const { onNavigate } = props;

  // Focus goes back to the Filters button as the drawer closes (modal-dialog.tsx).
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Turning a tablet to landscape makes the drawer the desktop sidebar: it is no longer modal.
  useCloseWhenMatches(SIDEBAR_QUERY, drawerOpen, closeDrawer);
  useOneOverlay('filters', drawerOpen, closeDrawer);

  const navigate = useCallback(
    (next: VehicleSearch) => {
      onNavigate(next);
      // From the phone drawer, focus goes back to its Filters button, as when it is closed.
      if (drawerOpen) closeDrawer();
    },
    [onNavigate, drawerOpen, closeDrawer],
  );
  const apply = useCallback(
    (draft: FilterDraft) => {
      const next = parseSearch({ ...draft, sort });
      // The filter's code is here already unless Apply came before the page was idle.
      if (loadedVehicleFilter() || !hasFilters(next)) return navigate(next);
      loadVehicleFilter().then(
        () => navigate(next),
        (error: unknown) => {
          console.error('[list] the filters did not load', error);
          navigate(next);
        },
      );
    },
    [navigate, sort],
  );
  const reset = useCallback(() => navigate(parseSearch({})), [navigate]);
  const active = countActiveFilters(applied);

  return (
    <div className="vl-layout">
      <FilterDrawer open={drawerOpen} onClose={closeDrawer}>
        <FiltersPanel
          id={filtersId}
          applied={applied}
          inCategory={props.inCategory}
          facets={props.facets}
          makeKey={search.make.join('\n')}
          locationKey={search.location.join('\n')}
          onClose={closeDrawer}
          onApply={apply}
          onReset={reset}
        />
      </FilterDrawer>

      <section ref={resultsRef} className="vl-results" aria-label={countText}>
        {/* Outside the toolbar: on a phone it stays in reach, under the header, down the list. */}
        <button
          type="button"
          className="btn btn-secondary vl-filters-toggle"
          aria-expanded={drawerOpen}
          aria-controls={filtersId}
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M3 5h18l-7 8v6l-4 2v-8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {t('vehicles.filters.open')}
          {active > 0 && (
            <span className="badge badge-primary">
              {t('vehicles.filters.active', { n: active })}
            </span>
          )}
        </button>
        <div className="vl-toolbar">
          <CardLayoutSwitch layout={layout} />
          <SelectField
            className="vl-sort"
            label={t('vehicles.sort.label')}
            value={sort}
            options={sortOrders.map((order) => ({ value: order, label: t(sortLabels[order]) }))}
            onChange={(order) => navigate({ ...search, sort: order })}
          />
        </div>

        {results.length > 0 ? (
          <VehicleResults
            vehicles={results}
            label={countText}
            total={props.total}
            onNearEnd={props.onNearEnd}
            layout={layout}
          />
        ) : (
          <EmptyResults type={isVehicleType(type) ? type : 'all'} search={search} />
        )}
        {results.length > 0 && (
          <MoreAdsLink
            className="vl-more-link"
            next={props.next}
            loadMore={props.onNearEnd}
            count={results.length}
            cardLink={(index) =>
              resultsRef.current?.querySelector<HTMLElement>(
                `[data-card="${index}"] a:not([tabindex="-1"])`,
              ) ?? null
            }
          />
        )}
        <p className="vl-more" aria-live="polite">
          {props.loadingMore ? t('vehicles.server.loadingMore') : ''}
        </p>
      </section>
    </div>
  );
}
