import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { ItemSearch } from '@/domain/listings/item-search';
import { usePageData } from '@/lib/page-data';
import { readListCursor } from '@/domain/listings/list-cursor';
import { searchKey } from './item-view-search';

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

/** The same list: kind, filters and sort, and the cursor its address starts from. */
const listKey = (search: ItemSearch, from: string | null) => `${searchKey(search)}#${from ?? ''}`;

/**
 * The live ads of the Spare Parts or Biker Gear view (the marketplace server only). The page the
 * server rendered for this URL is the list from the first paint on (no request, no swap); other
 * searches are fetched, and while they load the previous list stays.
 */
export function useItemListing(search: ItemSearch): ItemListing {
  const { pathname, search: query } = useLocation();
  // A later page's address (`?after=…`, the "More ads" link) lists from there on.
  const from = readListCursor(new URLSearchParams(query));
  const key = listKey(search, from);
  const rendered = usePageData().items;
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    rendered && rendered.url === pathname + query ? { key, ...rendered.page } : null,
  );
  /** The cursor of the page being fetched after the first. */
  const [moreFrom, setMoreFrom] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((wanted: ItemSearch, cursor: string | null, previous: Loaded | null) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    // A further page joins the pages before it; a list's first page starts from its cursor.
    const wantedKey = previous?.key ?? listKey(wanted, cursor);
    // The API's code loads with the first request: the rendered page needs none.
    import('@/lib/api/items-api')
      .then(({ fetchItemPage }) => fetchItemPage(wanted, cursor, abort.signal))
      .then((page) => {
        const seen = new Set(previous?.items.map((item) => item.id));
        setLoaded({
          key: wantedKey,
          items: [...(previous?.items ?? []), ...page.items.filter((item) => !seen.has(item.id))],
          total: page.total,
          nextCursor: page.nextCursor,
        });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[items] the server did not answer', error);
        setFailedKey(wantedKey);
      })
      .finally(() => {
        if (controller.current === abort) setMoreFrom(null);
      });
  }, []);

  const current = loaded?.key === key ? loaded : null;
  const failed = failedKey === key;
  const needsFirst = current === null && !failed;
  useEffect(() => {
    if (needsFirst) load(search, from, null);
    // `key` stands for the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needsFirst, load]);
  useEffect(() => () => controller.current?.abort(), []);

  const next = current?.nextCursor ?? null;
  return {
    // The previous list stays while the next one loads (no empty flash between filters).
    items: (current ?? loaded)?.items ?? [],
    total: current ? current.total : null,
    loading: needsFirst || moreFrom !== null,
    failed,
    retry: () => {
      setFailedKey(null);
      if (current && next) {
        setMoreFrom(next);
        load(search, next, current);
      }
      // Without a first page, clearing the failure lets the effect fetch it again.
    },
    loadMore:
      current && next && moreFrom !== next && !failed
        ? () => {
            setMoreFrom(next);
            load(search, next, current);
          }
        : null,
    next,
  };
}
