import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterByType } from '@/domain/vehicles/list-order';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { SortOrder, VehicleFilters } from '@/domain/vehicles/vehicle-search';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { hasServer } from '@/lib/api/api-base';
import { localOnlyAds } from '@/lib/own-ads/own-ads';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { mergeListing } from '@/domain/vehicles/merge-listing';
import { useLocation, useRevalidator } from 'react-router';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import { usePageData } from '@/lib/page-data';
import { readListCursor } from '@/domain/listings/list-cursor';

export type Listing = {
  vehicles: Vehicle[];
  total: number;
  /** The server counted no further than its total: there are more ("1,000+"). */
  totalCapped: boolean;
  loadMore: (() => void) | null;
  /** The server's cursor for the page after the loaded ones (the "More ads" link); null: the last. */
  next: string | null;
  loading: boolean;
  failed: 'first' | 'more' | null;
  retry: (() => void) | null;
  facets: VehiclePage['facets'];
};

type ServerState = {
  /** The list's address (path and query): its first page is that URL's loader's. */
  url: string;
  items: Vehicle[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  facets: VehiclePage['facets'];
};

/**
 * The first page is the page loader's (rendered by the server, or asked on navigation); until it
 * is there (and on a static host, and while hydrating) local results show. More pages are asked
 * for as the reader scrolls.
 */
export function useVehicleListing(
  type: string,
  filters: VehicleFilters,
  sort: SortOrder,
  localResults: Vehicle[],
  /** The page's filter for `filters` (use-vehicle-filter.ts). */
  filter: (vehicles: readonly Vehicle[]) => Vehicle[],
): Listing {
  const ownAds = useOwnAds();
  // False in the prerendered HTML and while it hydrates, so the first render matches it.
  const served = useBrowserValue(hasServer, false);
  const data = usePageData();
  const { revalidate } = useRevalidator();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // A later page's address (`?after=…`, the "More ads" link): its loader lists from there on.
  const from = readListCursor(new URLSearchParams(search));
  const rendered = data.listing?.url === here ? data.listing.page : null;
  const [more, setMore] = useState<ServerState | null>(null);
  const [moreFrom, setMoreFrom] = useState<string | null>(null);
  const [failedMore, setFailedMore] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const current = useMemo<ServerState | null>(() => {
    if (!rendered) return null;
    if (more?.url === here) return more;
    return { url: here, ...rendered, facets: rendered.facets ?? null };
  }, [rendered, more, here]);

  const searchKey = JSON.stringify([filters, sort]);
  const load = useCallback(
    (cursor: string, previous: ServerState) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setMoreFrom(cursor);
      // The API's code loads with the first request: a static host and the rendered page need none.
      import('@/lib/api/vehicles-api')
        .then(({ fetchVehiclePage }) =>
          fetchVehiclePage(type, { ...filters, sort }, cursor, abort.signal),
        )
        .then((page) => {
          const seen = new Set(previous.items.map((vehicle) => vehicle.id));
          setMore({
            url: previous.url,
            items: [...previous.items, ...page.items.filter((v) => !seen.has(v.id))],
            total: page.total,
            totalCapped: page.totalCapped,
            nextCursor: page.nextCursor,
            facets: page.facets ?? previous.facets,
          });
          setFailedMore(null);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.error('[listing] the server did not answer', error);
          setFailedMore(previous.url);
        })
        .finally(() => {
          if (controller.current === abort) setMoreFrom(null);
        });
    },
    // `searchKey` stands for the filters and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, searchKey],
  );

  const localOnly = useMemo(() => {
    if (!current || from !== null) return [];
    return filter(filterByType(localOnlyAds(ownAds), type));
  }, [current, from, ownAds, type, filter]);

  const vehicles = useMemo(
    () =>
      current
        ? mergeListing(current.items, localOnly, sort, current.nextCursor === null)
        : localResults,
    [current, localOnly, sort, localResults],
  );
  const next = current?.nextCursor ?? null;
  const failedFirst = !current && served && data.unanswered === true;
  const failedHere = failedFirst || (current !== null && failedMore === here);
  const failed = failedHere ? (current ? 'more' : 'first') : null;
  const retry = failedHere
    ? () => {
        setFailedMore(null);
        if (current && next) load(next, current);
        else void revalidate();
      }
    : null;
  const loadMore = useMemo(
    () => (current && next && moreFrom !== next && !failedHere ? () => load(next, current) : null),
    [current, next, moreFrom, failedHere, load],
  );

  if (!current) {
    return {
      vehicles,
      total: localResults.length,
      totalCapped: false,
      loadMore: null,
      next: null,
      loading: !failedHere && served,
      failed,
      retry,
      facets: null,
    };
  }
  return {
    vehicles,
    total: current.total + localOnly.length,
    totalCapped: current.totalCapped,
    loadMore,
    next,
    loading: moreFrom !== null,
    failed,
    retry,
    facets: current.facets,
  };
}
