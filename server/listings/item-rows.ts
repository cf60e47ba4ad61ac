import { categoryLabelWords } from './item-words';
import { fitKeys, fitmentText } from '@/domain/listings/fitment';
import type { ItemAd } from '@/domain/listings/item-schema';
import { resolveAliases } from '@/domain/search/alias-index';
import { resolvePartWords } from '@/domain/search/part-words';
import { foldText } from '@/domain/search/search-key';

/**
 * Part and gear ads in the one ads table (migration 0015): the columns every ad has, the item's
 * own fields as JSON (`item`), and the columns its lists filter and sort on, computed here with
 * the domain's rules when an ad is stored.
 */

/** The words an ad is found by: as written, and read as the English names ads are searched by. */
export function itemSearchText(ad: ItemAd): string {
  const words = [
    ad.title,
    ad.brand,
    ...categoryLabelWords(ad),
    ad.location,
    ad.description ?? '',
    ...(ad.kind === 'part'
      ? [ad.partNumber ?? '', ...ad.fitment.map(fitmentText), ad.fitsAnyBike ? 'any bike' : '']
      : [ad.size, ad.slsMark ? 'sls' : '']),
  ].join(' ');
  const folded = foldText(words);
  const resolved = foldText(resolvePartWords(resolveAliases(folded)));
  return resolved === folded ? folded : `${folded} ${resolved}`;
}

/** The item's own fields, as `item` keeps them. */
function ownFields(ad: ItemAd) {
  const own: Record<string, unknown> = {
    brand: ad.brand,
    category: ad.category,
  };
  if (ad.kind === 'part') {
    Object.assign(own, {
      partNumber: ad.partNumber,
      fitsAnyBike: ad.fitsAnyBike,
      fitment: ad.fitment,
      carriesNumber: ad.carriesNumber,
    });
  } else {
    Object.assign(own, {
      size: ad.size,
      helmetCm: ad.helmetCm,
      helmetType: ad.helmetType,
      slsMark: ad.slsMark,
    });
  }
  return own;
}

const COLUMNS = [
  ['id', 'text'],
  ['kind', 'text'],
  ['title', 'text'],
  ['price', 'double precision'],
  ['description', 'text'],
  ['condition', 'text'],
  ['location', 'text'],
  ['posted_at', 'timestamptz'],
  ['phone', 'text'],
  ['image', 'text'],
  ['gallery', 'text[]'],
  ['location_key', 'text'],
  ['search_text', 'text'],
  ['item', 'jsonb'],
  ['category', 'text'],
  ['brand_key', 'text'],
  ['size', 'text'],
  ['sls', 'boolean'],
  ['fits_any', 'boolean'],
  ['fit_keys', 'text[]'],
] as const;

type ColumnName = (typeof COLUMNS)[number][0];
export type ItemRecord = Record<ColumnName, unknown>;

const names = COLUMNS.map(([name]) => name).join(', ');
const typed = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/** Any number of ads in one statement, like vehicles' INSERT_SQL; $2: 'held' or NULL. */
export const ITEM_INSERT_SQL = `INSERT INTO vehicles (${names}, status)
  SELECT ${names}, coalesce($2, 'active') FROM jsonb_to_recordset($1::jsonb) AS r(${typed})
  ON CONFLICT (id) DO NOTHING
  RETURNING id`;

const EDITABLE = COLUMNS.filter(([name]) => !['id', 'kind', 'posted_at'].includes(name));
const editableNames = EDITABLE.map(([name]) => name).join(', ');

/** $3: the version the edit started from; an ad never changes kind. */
export const ITEM_UPDATE_SQL = `UPDATE vehicles SET (${editableNames}, version) =
  (SELECT ${editableNames}, vehicles.version + 1 FROM jsonb_to_record($2::jsonb) AS r(${typed}))
  WHERE id = $1 AND kind = $4 AND status <> 'deleted' AND version = $3
  RETURNING version`;

export function toItemRecord(ad: ItemAd): ItemRecord {
  return {
    id: ad.id,
    kind: ad.kind,
    title: ad.title,
    price: ad.price,
    description: ad.description,
    condition: ad.condition,
    location: ad.location,
    posted_at: ad.postedAt,
    phone: ad.phone,
    image: ad.image,
    gallery: ad.gallery,
    location_key: foldText(ad.location),
    search_text: itemSearchText(ad),
    item: ownFields(ad),
    category: ad.category,
    brand_key: foldText(ad.brand),
    size: ad.kind === 'gear' ? ad.size : null,
    sls: ad.kind === 'gear' ? ad.slsMark : null,
    fits_any: ad.kind === 'part' ? ad.fitsAnyBike : null,
    fit_keys: ad.kind === 'part' ? (ad.fitsAnyBike ? [] : fitKeys(ad.fitment)) : null,
  };
}

const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An item ad as one JSON value: the common columns merged over its own fields. */
export const ITEM_JSON = `(item || jsonb_build_object('id', id, 'kind', kind, 'title', title,
  'price', price, 'description', description, 'condition', condition, 'location', location,
  'postedAt', ${isoTime('posted_at')}, 'phone', phone, 'image', image, 'gallery', to_jsonb(gallery),
  'soldAt', ${isoTime('sold_at')})
  || CASE WHEN show_phone THEN '{}'::jsonb ELSE '{"phoneHidden": true}'::jsonb END)`;

export const ITEM_COLUMNS = `${ITEM_JSON} AS ad`;

export type ItemRow = { ad: ItemAd | string };

/**
 * The ad as the public sees it: "Show my number" off goes out with no number at all, in the
 * page's HTML and every API answer (the owner's manage view keeps it).
 */
export function publicItem(ad: ItemAd): ItemAd {
  return ad.phoneHidden ? { ...ad, phone: '' } : ad;
}

/** The row's JSON is the ad (pg parses jsonb; PGlite may hand it as text). */
export function fromItemRow(row: ItemRow): ItemAd {
  return typeof row.ad === 'string' ? (JSON.parse(row.ad) as ItemAd) : row.ad;
}
