import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { ItemSearch } from '@/domain/listings/item-search';
import { usePageData } from '@/lib/page-data';
import { searchKey } from './item-view-search';

/** A list's pages so far; `key` is its address (path and query). */
type Loaded = { key: string; items: ItemAd[]; total: number; nextCursor: string | null };

export type ItemListing = {
  items: ItemAd[];
  /** The server's true count for the filters; null until the first page arrives. */
  total: number | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  loadMore: (() => void) | null;
  /** The server's cursor for the page after the loaded ones (the "More ads" link); null: the last. */
  next: string | null;
};

/**
 * The live ads of the Spare Parts or Biker Gear view (the marketplace server only). The first page
 * is the page loader's for this URL: rendered by the server (no request, no swap), or asked on
 * navigation, while the previous list stays. More pages are asked for as the reader scrolls.
 */
export function useItemListing(search: ItemSearch): ItemListing {
  const key = searchKey(search);
  const data = usePageData();
  const { revalidate } = useRevalidator();
  const { pathname, search: query } = useLocation();
  const here = pathname + query;
  const rendered = data.items?.url === here ? data.items.page : null;
  const [more, setMore] = useState<Loaded | null>(null);
  /** The cursor of the page being fetched after the first. */
  const [moreFrom, setMoreFrom] = useState<string | null>(null);
  const [failedMore, setFailedMore] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const current = useMemo<Loaded | null>(() => {
    if (!rendered) return null;
    return more?.key === here ? more : { key: here, ...rendered };
  }, [rendered, more, here]);
  // The last list shown stays while the next one loads (no empty flash between filters).
  const [shown, setShown] = useState<Loaded | null>(current);
  if (current && current !== shown) setShown(current);

  const load = useCallback(
    (cursor: string, previous: Loaded) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setMoreFrom(cursor);
      // The API's code loads with the first request: the rendered page needs none.
      import('@/lib/api/items-api')
        .then(({ fetchItemPage }) => fetchItemPage(search, cursor, abort.signal))
        .then((page) => {
          const seen = new Set(previous.items.map((item) => item.id));
          setMore({
            key: previous.key,
            items: [...previous.items, ...page.items.filter((item) => !seen.has(item.id))],
            total: page.total,
            nextCursor: page.nextCursor,
          });
          setFailedMore(null);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.error('[items] the server did not answer', error);
          setFailedMore(previous.key);
        })
        .finally(() => {
          if (controller.current === abort) setMoreFrom(null);
        });
    },
    // `key` stands for the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const failed = current ? failedMore === here : data.unanswered === true;
  const next = current?.nextCursor ?? null;
  return {
    items: (current ?? shown)?.items ?? [],
    total: current ? current.total : null,
    loading: (!current && !failed) || moreFrom !== null,
    failed,
    retry: () => {
      setFailedMore(null);
      if (current && next) load(next, current);
      else if (!current) void revalidate();
    },
    loadMore: current && next && moreFrom !== next && !failed ? () => load(next, current) : null,
    next,
  };
}
