import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CompareLink } from '@/components/compare/compare-link';
import { PageMeta } from '@/components/ui/page-meta';
import { SelectField } from '@/components/ui/select';
import { CardLayoutSwitch } from '@/components/vehicle/card-layout-switch';
import { paths } from '@/config/paths';
import { canonicalPlaceName } from '@/domain/places';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { useCardLayout } from '@/hooks/use-card-layout';
import { useCloseWhenMatches, useOneOverlay } from '@/hooks/use-overlay';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { useVehicles } from '../api/use-vehicles';
import { useVehicleListing } from '../api/use-vehicle-listing';
import {
  distinctOptions,
  filterByType,
  filterVehicles,
  prepareSearchKeys,
  sortVehicles,
} from '@/domain/vehicles/filter-vehicles';
import {
  countActiveFilters,
  parseVehicleSearch,
  sortOrders,
  toSearchParams,
  parseSearch,
  type SortOrder,
  type VehicleSearch,
} from '@/domain/vehicles/vehicle-search';
import type { FilterDraft } from './vehicle-filter-fields';
import { SaveSearchButton } from './save-search-button';
import { FilterDrawer } from './filter-drawer';
import { VehicleFilters } from './vehicle-filters';
import { VehicleResults } from './vehicle-results';
import { EmptyResults } from './empty-results';
import { ListNotices } from './list-notices';
import './vehicle-list-page.css';

const sortLabels = {
  newest: 'vehicles.sort.newest',
  'price-asc': 'vehicles.sort.priceAsc',
  'price-desc': 'vehicles.sort.priceDesc',
  'mileage-asc': 'vehicles.sort.mileageAsc',
} as const satisfies Record<SortOrder, string>;

const splitKey = (key: string) => (key ? key.split('\n') : []);

function writeSearch(_current: URLSearchParams, search: VehicleSearch): URLSearchParams {
  return toSearchParams(search);
}

const SIDEBAR_QUERY = '(min-width: 960px)';

export function VehicleListPage({ type }: { type: string }) {
  const { t } = useTranslation();
  const [search, updateSearch] = useUrlFilters(parseVehicleSearch, writeSearch);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const layout = useCardLayout();

  const category = t(`common.categories.${isVehicleType(type) ? type : 'all'}`);
  const { sort, ...filters } = search;
  const filterKey = toSearchParams({ ...search, sort: 'newest' }).toString();

  const vehicles = useVehicles();
  const { skipped, corrupt } = useOwnAds();
  const inCategory = useMemo(() => filterByType(vehicles, type), [vehicles, type]);
  const baseMakes = useMemo(() => distinctOptions(inCategory.map((v) => v.make)), [inCategory]);
  const baseLocations = useMemo(
    () => distinctOptions(inCategory.map((v) => canonicalPlaceName(v.location))),
    [inCategory],
  );
  const appliedFilters = useMemo(
    () => filters,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  // filterKey stands for the applied filters, so the list is recomputed only on apply or reset.
  const filtered = useMemo(
    () => filterVehicles(inCategory, appliedFilters),
    [inCategory, appliedFilters],
  );
  const localResults = useMemo(() => sortVehicles(filtered, sort), [filtered, sort]);
  const listing = useVehicleListing(type, appliedFilters, sort, localResults);
  const results = listing.vehicles;
  const { facets } = listing;

  const makeKey = search.make.join('\n');
  const locationKey = search.location.join('\n');
  // Values from the URL that no vehicle has (e.g. the home search's location) still show,
  // checked; served by the marketplace server, its makes and towns for the category too.
  const makes = useMemo(
    () =>
      makeKey || facets
        ? distinctOptions(baseMakes, [...(facets?.makes ?? []), ...splitKey(makeKey)])
        : baseMakes,
    [baseMakes, makeKey, facets],
  );
  const locations = useMemo(
    () =>
      locationKey || facets
        ? distinctOptions(baseLocations, [...(facets?.locations ?? []), ...splitKey(locationKey)])
        : baseLocations,
    [baseLocations, locationKey, facets],
  );

  // Focus goes back to the Filters button as the drawer closes (modal-dialog.tsx).
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Turning a tablet to landscape makes the drawer the desktop sidebar: it is no longer modal.
  useCloseWhenMatches(SIDEBAR_QUERY, drawerOpen, closeDrawer);
  useOneOverlay('filters', drawerOpen, closeDrawer);

  const navigate = useCallback(
    (next: VehicleSearch) => {
      updateSearch(next);
      // From the phone drawer, focus goes back to its Filters button, as when it is closed.
      if (drawerOpen) closeDrawer();
      const top = headingRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
    },
    [updateSearch, drawerOpen, closeDrawer],
  );

  // Prepared while idle, so neither start nor the first Apply waits (Safari: on first use).
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    let next = 0;
    let id = 0;
    const work = (deadline: IdleDeadline) => {
      next = prepareSearchKeys(inCategory, next, () => deadline.timeRemaining() > 2);
      if (next < inCategory.length) id = window.requestIdleCallback(work);
    };
    id = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(id);
  }, [inCategory]);

  const apply = useCallback(
    (draft: FilterDraft) => navigate(parseSearch({ ...draft, sort })),
    [navigate, sort],
  );
  const reset = useCallback(() => navigate(parseSearch({})), [navigate]);

  const active = countActiveFilters(appliedFilters);
  const countText = t(listing.totalCapped ? 'vehicles.countCapped' : 'vehicles.count', {
    n: formatNumber(listing.total),
    category,
  });

  return (
    <main id="main" className="vehicle-list-page" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.browseTitle', { category })}
        description={t('common.meta.browseDescription', { category })}
        path={paths.browse.getHref(isVehicleType(type) ? type : 'all')}
      />
      <div className="container page">
        <h1 ref={headingRef} className="page-title vl-title">
          {category}
        </h1>
        <p className="vl-count" role="status">
          {countText}
        </p>
        <SaveSearchButton type={type} search={search} />
        {/* "Compare (n)" once ads are picked with their cards' Compare (features/compare). */}
        <CompareLink className="vl-compare-link" />
        <ListNotices
          failed={listing.failed}
          retry={listing.retry}
          corrupt={corrupt}
          skipped={skipped}
        />

        <div className="vl-layout">
          <FilterDrawer open={drawerOpen} onClose={closeDrawer}>
            <VehicleFilters
              id={filtersId}
              applied={appliedFilters}
              makes={makes}
              locations={locations}
              onClose={closeDrawer}
              onApply={apply}
              onReset={reset}
            />
          </FilterDrawer>

          <section className="vl-results" aria-label={countText}>
            <div className="vl-toolbar">
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
                total={listing.total}
                onNearEnd={listing.loadMore}
                layout={layout}
              />
            ) : (
              <EmptyResults type={isVehicleType(type) ? type : 'all'} search={search} />
            )}
            <p className="vl-more" aria-live="polite">
              {listing.loading && results.length > 0 ? t('vehicles.server.loadingMore') : ''}
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}
