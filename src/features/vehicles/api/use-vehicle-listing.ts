import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterByType } from '@/domain/vehicles/list-order';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { SortOrder, VehicleFilters } from '@/domain/vehicles/vehicle-search';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { hasServer } from '@/lib/api/api-base';
import { localOnlyAds } from '@/lib/own-ads/own-ads';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { mergeListing } from '@/domain/vehicles/merge-listing';
import { useLocation } from 'react-router';
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
  key: string;
  items: Vehicle[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  facets: VehiclePage['facets'];
};

/** Until the server's first page arrives (and while hydrating) local results show. */
export function useVehicleListing(
  type: string,
  filters: VehicleFilters,
  sort: SortOrder,
  localResults: Vehicle[],
  /** The page's filter for `filters` (use-vehicle-filter.ts). */
  filter: (vehicles: readonly Vehicle[]) => Vehicle[],
): Listing {
  const ownAds = useOwnAds();
  const { pathname, search } = useLocation();
  // A later page's address (`?after=…`, the "More ads" link) lists from there on.
  const from = readListCursor(new URLSearchParams(search));
  const key = JSON.stringify([type, filters, sort, from]);
  // False in the prerendered HTML and while it hydrates, so the first render matches it.
  const served = useBrowserValue(hasServer, false);
  // Rendered by the server for this URL: its first page is the list from the first paint on.
  const rendered = usePageData().listing;
  const [server, setServer] = useState<ServerState | null>(() =>
    rendered && rendered.url === pathname + search
      ? { key, ...rendered.page, facets: rendered.page.facets ?? null }
      : null,
  );
  const [moreFrom, setMoreFrom] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (cursor: string | null, previous: ServerState | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      // The API's code loads with the first request: a static host and the rendered page need none.
      import('@/lib/api/vehicles-api')
        .then(({ fetchVehiclePage }) =>
          fetchVehiclePage(type, { ...filters, sort }, cursor, abort.signal),
        )
        .then((page) => {
          const seen = new Set(previous?.items.map((vehicle) => vehicle.id));
          setServer({
            key,
            items: [...(previous?.items ?? []), ...page.items.filter((v) => !seen.has(v.id))],
            total: page.total,
            totalCapped: page.totalCapped,
            nextCursor: page.nextCursor,
            facets: page.facets ?? previous?.facets ?? null,
          });
          setFailedKey(null);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.error('[listing] the server did not answer', error);
          setFailedKey(key);
        })
        .finally(() => {
          if (controller.current === abort) setMoreFrom(null);
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const current = server?.key === key ? server : null;
  const hasFirstPage = current !== null;
  useEffect(() => {
    if (!served || hasFirstPage) return;
    load(from, null);
    return () => controller.current?.abort();
  }, [load, served, hasFirstPage, from]);

  // This browser's ads the server does not have yet join the list's first page, not a later one.
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
  const failedHere = failedKey === key;
  const failed = failedHere ? (current ? 'more' : 'first') : null;
  const retry = failedHere
    ? () => {
        setFailedKey(null);
        if (current && next) {
          setMoreFrom(next);
          load(next, current);
        } else load(from, null);
      }
    : null;
  const loadMore = useMemo(
    () =>
      current && next && moreFrom !== next && !failedHere
        ? () => {
            setMoreFrom(next);
            load(next, current);
          }
        : null,
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
