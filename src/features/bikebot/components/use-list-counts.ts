import { useEffect, useState } from 'react';
import type { BikeSearch } from '@/domain/search/recognise-bike-search';
import { toSearchParams } from '@/domain/vehicles/vehicle-search';
import { getSampleVehicles, mergeVehicles } from '@/data/sample-vehicles';
import { hasServer } from '@/lib/api/api-base';
import { localOnlyAds, readOwnAds } from '@/lib/own-ads/store';
import { countLocally, searchFilters, type ListCount } from '../lib/search-link';

const keyOf = (search: BikeSearch) =>
  `${search.type}?${toSearchParams(searchFilters(search)).toString()}`;

/**
 * How many ads each asked-for list holds, from the same source as the list it opens: on the
 * marketplace the server's total (plus this browser's ads it does not list yet, as the list merges
 * them); on a static host the samples and this browser's ads. `null` until the server answers.
 */
export function useListCounts(
  searches: readonly BikeSearch[],
): (search: BikeSearch) => ListCount | null {
  const served = hasServer();
  const [counts, setCounts] = useState<ReadonlyMap<string, ListCount>>(new Map());
  const wanted = served ? searches.filter((search) => !counts.has(keyOf(search))) : [];
  const wantedKeys = [...new Set(wanted.map(keyOf))].join('\n');

  useEffect(() => {
    if (!wantedKeys) return;
    const abort = new AbortController();
    const asked = new Map(wanted.map((search) => [keyOf(search), search]));
    void import('@/lib/api/vehicles-api').then(({ fetchVehiclePage }) =>
      Promise.all(
        [...asked].map(async ([key, search]) => {
          try {
            const page = await fetchVehiclePage(
              search.type,
              searchFilters(search),
              null,
              abort.signal,
              1,
            );
            const own = countLocally(search, localOnlyAds(readOwnAds()));
            const count = { n: page.total + own, capped: page.totalCapped };
            if (!abort.signal.aborted) setCounts((all) => new Map(all).set(key, count));
          } catch (error) {
            // The link still opens the list; it only goes without a number.
            if (!abort.signal.aborted) console.warn('[bikebot] the list count did not load', error);
          }
        }),
      ),
    );
    return () => abort.abort();
    // `wanted` is derived from `wantedKeys`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKeys]);

  // The compiler keeps one function per change of counts: the log is written out only then.
  return served ? (search) => counts.get(keyOf(search)) ?? null : countHere;
}

/** A static host: the samples and this browser's ads, as its lists show. */
function countHere(search: BikeSearch): ListCount {
  return { n: countLocally(search, mergeVehicles(getSampleVehicles(), readOwnAds().vehicles)) };
}
