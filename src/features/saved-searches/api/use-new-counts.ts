import { useMemo } from 'react';
import { getSampleVehicles, mergeVehicles } from '@/data/sample-vehicles';
import { itemKindOf, itemSearchOf, newMatches, searchOf } from '@/domain/search/saved-search';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { hasServer } from '@/lib/api/api-base';
import { fetchItemPage } from '@/lib/api/items-api';
import { fetchVehiclePage } from '@/lib/api/vehicles-api';
import { browserLoader, useAskAgainWhen, useBrowserLoaderData } from '@/lib/page-data';
import { readSavedSearches, type SavedSearch } from '@/lib/saved-searches';

/** Ads asked of the server per search: more new ones than this show as "50+". */
export const NEW_PAGE = 50;

export type NewCount =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; n: number; more: boolean };

/** A search's newest ads on the server: when each was posted, and whether older ones follow. */
type Newest = { postedAt: number[]; more: boolean } | 'failed';

/** The saved searches page's loader data: each search's newest ads, by the search's id. */
export type NewestAds = { newest: Record<string, Newest> };

/** The newest page of a search's list (a vehicle list, or the Spare Parts or Biker Gear view's). */
async function newestOnServer(search: SavedSearch, signal: AbortSignal): Promise<Newest> {
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
  return {
    postedAt: page.items.map((ad) => Date.parse(ad.postedAt)),
    more: page.nextCursor !== null,
  };
}

/**
 * Served by the marketplace server, the newest ads of each search this browser saved (the
 * searches live in this browser only, so it runs there, also when a server's page hydrates).
 * The page counts the new ones against its own visit (useNewCounts).
 */
export const newestAdsLoader = browserLoader(async ({ request }): Promise<NewestAds> => {
  const newest: Record<string, Newest> = {};
  if (!hasServer()) return { newest };
  const { signal } = request;
  await Promise.all(
    readSavedSearches().map(async (search) => {
      try {
        newest[search.id] = await newestOnServer(search, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[saved-searches] could not count new ads', error);
        newest[search.id] = 'failed';
      }
    }),
  );
  return { newest };
});

function countNew(newest: Newest | undefined, since: number): NewCount {
  if (newest === undefined) return { status: 'loading' };
  if (newest === 'failed') return { status: 'failed' };
  const n = newest.postedAt.filter((posted) => posted > since).length;
  return { status: 'done', n, more: n === newest.postedAt.length && newest.more };
}

/**
 * How many ads each search lists that were posted after `seen` (its time of the last visit):
 * from this browser's ads on a static host, from the loader's newest ads on the marketplace
 * server. A search saved since (in another tab) has the loader asked again.
 */
export function useNewCounts(
  searches: readonly SavedSearch[],
  seen: ReadonlyMap<string, number>,
): ReadonlyMap<string, NewCount> {
  const server = hasServer();
  const { vehicles: own } = useOwnAds();
  const newest = useBrowserLoaderData<NewestAds>('newest')?.newest ?? null;
  useAskAgainWhen(server && newest !== null && searches.some((search) => !(search.id in newest)));

  return useMemo(() => {
    const since = (search: SavedSearch) => seen.get(search.id) ?? search.seenAt;
    if (server) {
      return new Map(
        searches.map((search) => [search.id, countNew(newest?.[search.id], since(search))]),
      );
    }
    const all = mergeVehicles(getSampleVehicles(), own);
    return new Map(
      searches.map((search): [string, NewCount] => {
        const n = newMatches(all, search, since(search)).length;
        return [search.id, { status: 'done', n, more: false }];
      }),
    );
  }, [server, own, searches, seen, newest]);
}
