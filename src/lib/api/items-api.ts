import { getItemSchema, type ItemAd } from '@/domain/listings/item-schema';
import { itemSearchParams, type ItemSearch } from '@/domain/listings/item-search';
import { ApiError, requestJson, type GoneAd } from '@/lib/api/api-client';

/** A page of the Spare Parts or Biker Gear view's live ads (the marketplace server only). */
export type ItemPage = { items: ItemAd[]; total: number; nextCursor: string | null };

function readItem(value: unknown): ItemAd | null {
  const result = getItemSchema().safeParse(value);
  return result.success ? result.data : null;
}

function readPage(body: unknown): ItemPage {
  const value = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(value.items) || typeof value.total !== 'number') {
    throw new ApiError(200, 'bad_response', 'Not a page of ads');
  }
  const items: ItemAd[] = [];
  for (const item of value.items) {
    const ad = readItem(item);
    if (ad) items.push(ad);
    else console.warn('[api] skipped an ad the app cannot show', item);
  }
  return {
    items,
    total: value.total,
    nextCursor: typeof value.nextCursor === 'string' ? value.nextCursor : null,
  };
}

/** The view's search as the server reads it (the same parameters as the view's own URL). */
export async function fetchItemPage(
  search: ItemSearch,
  cursor: string | null,
  signal?: AbortSignal,
  limit?: number,
): Promise<ItemPage> {
  const params = itemSearchParams(search);
  if (limit) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const list = search.kind === 'part' ? '/parts' : '/gear';
  return readPage(await requestJson(`${list}?${params.toString()}`, { signal }));
}

/** One part or gear ad; `gone` when it was listed once (expired, sold, deleted); null: unknown. */
export async function lookupItem(
  id: string,
  signal?: AbortSignal,
): Promise<{ ad: ItemAd | null; gone: GoneAd | null }> {
  try {
    return {
      ad: readItem(await requestJson(`/items/${encodeURIComponent(id)}`, { signal })),
      gone: null,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return { ad: null, gone: error.gone };
    }
    throw error;
  }
}
