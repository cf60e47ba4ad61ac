import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocalizedPath } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { site } from '@/config/site';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { usePageData } from '@/lib/page-data';
import { listPageHref } from '@/domain/listings/list-cursor';
import { useLocation } from 'react-router';
import { listJsonLd } from '../lib/list-json-ld';
import { paths } from '@/config/paths';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { island } from '@/lib/island';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { useVehicles } from '../api/use-vehicle-list';
import { loadVehicleFilter, useVehicleFilter } from '../api/use-vehicle-filter';
import { useVehicleListing } from '../api/use-vehicle-listing';
import { filterByType, sortVehicles } from '@/domain/vehicles/list-order';
import {
  parseVehicleSearch,
  toSearchParams,
  type VehicleSearch,
} from '@/domain/vehicles/vehicle-search';
// The islands' styles, here so the page's HTML inlines them.
import '@/components/compare/compare.css';
import '@/components/vehicle/card-layout-switch.css';
import '@/components/vehicle/price-badge.css';
import '@/components/vehicle/vehicle-card.css';
import '@/components/vehicle/vehicle-image.css';
import './vehicle-list-page.css';

// Below the heading and the count the page is islands: they hydrate as their chunk arrives.
const islands = () => import('./vehicle-list-islands');
const { Island: ListBody } = island(async () => (await islands()).ListBody);
const { Island: SaveSearchButton } = island(async () => (await islands()).SaveSearchIsland);
const { Island: CompareLink } = island(async () => (await islands()).CompareLink);
const { Island: ListNotices } = island(async () => (await islands()).ListNotices);

function writeSearch(_current: URLSearchParams, search: VehicleSearch): URLSearchParams {
  return toSearchParams(search);
}

export function VehicleListPage({ type }: { type: string }) {
  const { t } = useTranslation();
  const [search, updateSearch] = useUrlFilters(parseVehicleSearch, writeSearch);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  const category = t(`common.categories.${isVehicleType(type) ? type : 'all'}`);
  const { sort, ...filters } = search;
  const filterKey = toSearchParams({ ...search, sort: 'newest' }).toString();

  const vehicles = useVehicles();
  const { skipped, corrupt } = useOwnAds();
  const inCategory = useMemo(() => filterByType(vehicles, type), [vehicles, type]);
  const appliedFilters = useMemo(
    () => filters,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  // filterKey stands for the applied filters, so the list is recomputed only on apply or reset.
  const filter = useVehicleFilter(appliedFilters);
  const filtered = useMemo(() => filter(inCategory), [inCategory, filter]);
  const localResults = useMemo(() => sortVehicles(filtered, sort), [filtered, sort]);
  const listing = useVehicleListing(type, appliedFilters, sort, localResults, filter);
  const results = listing.vehicles;

  const navigate = useCallback(
    (next: VehicleSearch) => {
      updateSearch(next);
      const top = headingRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
    },
    [updateSearch],
  );

  // The search code and keys are prepared while idle, so neither start nor the first Apply waits
  // (Safari: on first use).
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    let next = 0;
    let id = 0;
    let stopped = false;
    const work = (deadline: IdleDeadline) => {
      void loadVehicleFilter().then(({ prepareSearchKeys }) => {
        if (stopped) return;
        next = prepareSearchKeys(inCategory, next, () => deadline.timeRemaining() > 2);
        if (next < inCategory.length) id = window.requestIdleCallback(work);
      });
    };
    id = window.requestIdleCallback(work);
    return () => {
      stopped = true;
      window.cancelIdleCallback(id);
    };
  }, [inCategory]);

  // Structured data names the public address, as the canonical link does.
  const origin = usePageData().origin ?? site.url;
  const localized = useLocalizedPath();
  const listPath = paths.browse.getHref(isVehicleType(type) ? type : 'all');

  const countText = t(listing.totalCapped ? 'vehicles.countCapped' : 'vehicles.count', {
    n: formatNumber(listing.total),
    category,
  });

  return (
    <main id="main" className="vehicle-list-page" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.browseTitle', { category })}
        description={t('common.meta.browseDescription', { category })}
        path={listPath}
        jsonLd={listJsonLd(results, {
          name: category,
          url: `${origin}${localized(listPath)}`,
          total: listing.total,
          titleOf: (vehicle) => vehicleTitle(vehicle, t('vehicles.untitled')),
          urlOf: (vehicle) => `${origin}${localized(paths.vehicle.getHref(vehicle.id))}`,
        })}
      />
      {/* The page after this one, as the "More ads" link names it (React puts it in the head). */}
      {listing.next && (
        <link rel="next" href={listPageHref(location.pathname, location.search, listing.next)} />
      )}
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
        <ListBody
          type={type}
          search={search}
          applied={appliedFilters}
          inCategory={inCategory}
          facets={listing.facets}
          results={results}
          countText={countText}
          total={listing.total}
          onNearEnd={listing.loadMore}
          next={listing.next}
          loadingMore={listing.loading && results.length > 0}
          onNavigate={navigate}
        />
      </div>
    </main>
  );
}
