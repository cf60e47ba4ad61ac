import * as z from 'zod/mini';
import type { ItemFormValues } from '@/domain/listings/item-form-schema';
import { buildItemPageSchema } from '@/domain/listings/item-page-schema';
import { getItemSchema, type ItemAd } from '@/domain/listings/item-schema';
import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import { itemSearchParams, type ItemSearch } from '@/domain/listings/item-search';
import { ApiError, requestJson, type GoneAd } from '@/lib/api/api-client';
import { editHeldOf, itemHeldOf, type ItemHeld } from './held-answers';
import { adForm, postAdRequest, type PostAdOptions } from './post-ad-request';
import { readResponse } from './read-response';
import type { EditHeld } from './publish-api';

export type { ItemHeld };

/** A page of the Spare Parts or Biker Gear view's live ads (the marketplace server only). */
export type ItemPage = { items: ItemAd[]; total: number; nextCursor: string | null };

function readItem(value: unknown): ItemAd | null {
  const result = getItemSchema().safeParse(value);
  return result.success ? result.data : null;
}

let pageSchema: ReturnType<typeof buildPageSchema> | undefined;
// Each ad is read on its own below: one the app cannot show is skipped, not the whole page.
const buildPageSchema = () => buildItemPageSchema(z.unknown());

function readPage(body: unknown): ItemPage {
  const page = readResponse((pageSchema ??= buildPageSchema()), body);
  const items: ItemAd[] = [];
  for (const item of page.items) {
    const ad = readItem(item);
    if (ad) items.push(ad);
    else console.warn('[api] skipped an ad the app cannot show', item);
  }
  return { items, total: page.total, nextCursor: page.nextCursor };
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

/**
 * Posts a part or gear ad (the same multipart body as a vehicle's), with its manage token.
 * `showPhone` false: stored with the number hidden from the public (messages only).
 */
export async function publishItem(
  values: ItemFormValues,
  images: UploadedImages,
  options: Pick<PostAdOptions, 'honeypot' | 'showPhone' | 'postKey'> = {},
): Promise<{ ad: ItemAd; manageToken: string | null; held: ItemHeld }> {
  const { answer, manageToken } = await postAdRequest(values, images, {
    ...options,
    collection: '/items',
  });
  const ad = readItem(answer);
  if (!ad) throw new ApiError(201, 'bad_response', 'The published ad does not parse');
  return { ad, manageToken, held: itemHeldOf(answer) };
}

/** The owner's edit of a part or gear ad; the photos kept, then the new ones. */
export async function saveEditedItem(
  edit: { id: string; token: string; version?: number },
  values: ItemFormValues,
  kept: { hero: string | null; gallery: string[] },
  images: UploadedImages,
): Promise<{ ad: ItemAd; held: EditHeld }> {
  const body = adForm(values, images);
  body.append('keep', JSON.stringify(kept));
  const answer = await requestJson(`/items/${encodeURIComponent(edit.id)}`, {
    method: 'PUT',
    body,
    headers: {
      Authorization: `Bearer ${edit.token}`,
      ...(edit.version ? { 'If-Match': `"${edit.version}"` } : {}),
    },
  });
  const ad = readItem(answer);
  if (!ad) throw new ApiError(200, 'bad_response', 'The edited ad does not parse');
  return { ad, held: editHeldOf(answer) };
}
