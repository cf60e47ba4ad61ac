import { useEffect, useMemo, useState } from 'react';
import { getSampleVehicles, mergeVehicles } from '@/data/sample-vehicles';
import { itemKindOf, itemSearchOf, newMatches, searchOf } from '@/domain/search/saved-search';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { hasServer } from '@/lib/api/api-base';
import { fetchItemPage } from '@/lib/api/items-api';
import { fetchVehiclePage } from '@/lib/api/vehicles-api';
import type { SavedSearch } from '@/lib/saved-searches';

/** Ads asked of the server per search: more new ones than this show as "50+". */
export const NEW_PAGE = 50;

export type NewCount =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; n: number; more: boolean };

/**
 * The newest page of a search's list (a vehicle list, or the Spare Parts or Biker Gear view's);
 * its ads posted after `since` are the new ones.
 */
async function countOnServer(search: SavedSearch, since: number, signal: AbortSignal) {
  const kind = itemKindOf(search.type);
  const page = kind
    ? await fetchItemPage(itemSearchOf(kind, search.query), null, signal, NEW_PAGE)
    : await fetchVehiclePage(
        search.type,
        { ...searchOf(search.query), sort: 'newest' },
        null,
        signal,
        NEW_PAGE,
      );
  const n = page.items.filter((ad) => Date.parse(ad.postedAt) > since).length;
  return { n, more: n === page.items.length && page.nextCursor !== null };
}

/**
 * How many ads each search lists that were posted after `seen` (its time of the last visit):
 * from this browser's ads on a static host, from `/api/vehicles` on the marketplace server.
 */
export function useNewCounts(
  searches: readonly SavedSearch[],
  seen: ReadonlyMap<string, number>,
): ReadonlyMap<string, NewCount> {
  const server = hasServer();
  const { vehicles: own } = useOwnAds();
  const local = useMemo(() => {
    if (server) return null;
    const all = mergeVehicles(getSampleVehicles(), own);
    return new Map(
      searches.map((search) => {
        const n = newMatches(all, search, seen.get(search.id) ?? search.seenAt).length;
        return [search.id, { status: 'done', n, more: false } as NewCount];
      }),
    );
  }, [server, own, searches, seen]);
  const [remote, setRemote] = useState<ReadonlyMap<string, NewCount>>(() => new Map());

  useEffect(() => {
    if (!server) return;
    const abort = new AbortController();
    const set = (id: string, count: NewCount) =>
      setRemote((previous) => new Map(previous).set(id, count));
    for (const search of searches) {
      countOnServer(search, seen.get(search.id) ?? search.seenAt, abort.signal)
        .then(({ n, more }) => set(search.id, { status: 'done', n, more }))
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.warn('[saved-searches] could not count new ads', error);
          set(search.id, { status: 'failed' });
        });
    }
    return () => abort.abort();
  }, [server, searches, seen]);

  return local ?? remote;
}
