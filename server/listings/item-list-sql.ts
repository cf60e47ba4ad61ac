import { bikeKeys } from '@/domain/listings/fitment';
import type { GearFilters, ItemSearch, ItemSort } from '@/domain/listings/item-search';
import { bandRange } from '@/domain/listings/item-search';
import { canonicalMakeName, resolveAliases } from '@/domain/search/alias-index';
import { resolvePartWords } from '@/domain/search/part-words';
import { foldText } from '@/domain/search/search-key';
import type { Cursor } from '../vehicles/vehicle-cursor';
import { LISTED } from '../vehicles/vehicle-rows';
import { ITEM_COLUMNS } from './item-rows';

/**
 * The Spare Parts and Biker Gear lists in SQL: one kind of the ads table, its filters, one of
 * three orders and keyset pages, like the vehicle lists (vehicle-list-sql.ts). The listed
 * condition is the one every kind shares (vehicle-rows LISTED).
 */

/** Word for word the partial indexes' predicate (migration 0015), or the planner skips them. */
const listable = (kind: 'part' | 'gear') =>
  `kind = '${kind}' AND hidden_at IS NULL AND status IN ('active', 'sold')`;

class Where {
  readonly params: unknown[] = [];
  readonly parts: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(condition: string): void {
    this.parts.push(condition);
  }
  toSql(extra: readonly string[] = []): string {
    return `WHERE ${[...this.parts, ...extra].join(' AND ')}`;
  }
}

const NOT_WORD = /[^\p{L}\p{M}\p{N}\u200c\u200d]+/u;

function wordsQuery(text: string): string {
  const words = text.split(NOT_WORD).filter(Boolean);
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** The search as typed, and read as the English names and part words ads are found by. */
export function itemKeywordForms(q: string): string[] {
  const key = foldText(q);
  if (!key) return [];
  return [...new Set([key, foldText(resolvePartWords(resolveAliases(key, true)))])].filter((form) =>
    form.split(NOT_WORD).some(Boolean),
  );
}

function addCommon(where: Where, search: ItemSearch) {
  const { filters } = search;
  where.add(listable(search.kind));
  where.add(LISTED);
  if (filters.category) where.add(`category = ${where.param(filters.category)}`);
  if (filters.condition) where.add(`condition = ${where.param(filters.condition)}`);
  if (filters.brand.length) {
    const brands = new Set(
      filters.brand.flatMap((brand) => [foldText(brand), foldText(canonicalMakeName(brand))]),
    );
    // One brand as an equality, so the (category, brand) index gives the order of its page.
    where.add(
      brands.size === 1
        ? `brand_key = ${where.param([...brands][0])}`
        : `brand_key = ANY(${where.param([...brands])}::text[])`,
    );
  }
  if (filters.location) where.add(`location_key = ${where.param(foldText(filters.location))}`);
  // As in the vehicle lists, an ad without a price (Negotiable) passes a price range.
  if (filters.priceMin !== null) {
    where.add(`(price IS NULL OR price >= ${where.param(filters.priceMin)})`);
  }
  if (filters.priceMax !== null) {
    where.add(`(price IS NULL OR price <= ${where.param(filters.priceMax)})`);
  }
  const forms = itemKeywordForms(filters.q);
  if (forms.length) {
    const query = forms.map((form) => `(${wordsQuery(form)})`).join(' | ');
    where.add(`search_tsv @@ to_tsquery('simple', ${where.param(query)})`);
  }
}

/**
 * "Fits my bike" as branches ORed by the caller: parts that fit any bike (their own index, newest
 * first) and parts listed for the bike (a GIN lookup of its two keys). A part that fits any bike
 * has no keys, so no ad is in both.
 */
function fitBranches(where: Where, search: ItemSearch): string[][] {
  if (search.kind !== 'part' || !search.filters.fits) return [[]];
  return [['fits_any'], [`fit_keys && ${where.param(bikeKeys(search.filters.fits))}::text[]`]];
}

function addGear(where: Where, filters: GearFilters) {
  if (filters.size) where.add(`size = ${where.param(filters.size)}`);
  if (filters.slsOnly) where.add('sls');
  if (filters.helmetType) {
    where.add(`item->>'helmetType' = ${where.param(filters.helmetType)}`);
  }
  const { min, max } = bandRange(filters.band);
  // A price band leaves out ads without a price (Negotiable): the band is what the buyer pays.
  if (min !== null) where.add(`price >= ${where.param(min)}`);
  if (max !== null) where.add(`price <= ${where.param(max)}`);
}

function whereOf(search: ItemSearch): Where {
  const where = new Where();
  addCommon(where, search);
  if (search.kind === 'gear') addGear(where, search.filters);
  return where;
}

/**
 * Without a search text one plan serves every value (each filter has its own index, walked in
 * the list's order), so it is planned once, not per request; a search's best plan depends on it.
 */
export type Sql = { text: string; params: unknown[]; plan: 'generic' | 'kept' };

const planOf = (search: ItemSearch): Sql['plan'] =>
  itemKeywordForms(search.filters.q).length ? 'kept' : 'generic';

/** LISTED (vehicle-rows.ts) over part_fits' copy of the ad's state; its index's predicate first. */
const FITS_LISTED = `NOT hidden AND status IN ('active', 'sold') AND (status = 'active' AND
  expires_at > now() OR status = 'sold' AND sold_at > now() - interval '7 days')`;

/**
 * "Fits my bike" without a search text, newest first: the parts listed for the bike come from
 * part_fits (one index range per key, with the filters the view has), those that fit any bike
 * from their own index. Every count is an index-only range.
 */
function fitsFromTable(search: ItemSearch): search is ItemSearch & { kind: 'part' } {
  return (
    search.kind === 'part' &&
    search.filters.fits !== null &&
    search.sort === 'newest' &&
    itemKeywordForms(search.filters.q).length === 0 &&
    // part_fits holds no price or town: such a search reads the ads themselves.
    search.filters.location === null &&
    search.filters.priceMin === null &&
    search.filters.priceMax === null
  );
}

function fitsWhere(search: ItemSearch & { kind: 'part' }, where: Where, key: string): string[] {
  const { filters } = search;
  const parts = [`fit_key = ${where.param(key)}`, FITS_LISTED];
  if (filters.category) parts.push(`category = ${where.param(filters.category)}`);
  if (filters.condition) parts.push(`condition = ${where.param(filters.condition)}`);
  if (filters.brand.length) {
    const brands = [
      ...new Set(
        filters.brand.flatMap((brand) => [foldText(brand), foldText(canonicalMakeName(brand))]),
      ),
    ];
    parts.push(
      brands.length === 1
        ? `brand_key = ${where.param(brands[0])}`
        : `brand_key = ANY(${where.param(brands)}::text[])`,
    );
  }
  return parts;
}

/** "N for sale": sold ads still show for a week, marked Sold, but are not counted. */
export function itemCountSql(search: ItemSearch): Sql {
  if (fitsFromTable(search)) {
    const where = whereOf(search);
    where.add(`status = 'active'`);
    const counts = [`(SELECT count(*)::int FROM vehicles ${where.toSql(['fits_any'])})`];
    for (const key of bikeKeys(search.filters.fits!)) {
      const parts = [...fitsWhere(search, where, key), `status = 'active'`];
      counts.push(`(SELECT count(*)::int FROM part_fits WHERE ${parts.join(' AND ')})`);
    }
    return { text: `SELECT ${counts.join(' + ')} AS total`, params: where.params, plan: 'generic' };
  }
  const where = whereOf(search);
  where.add(`status = 'active'`);
  const counts = fitBranches(where, search).map(
    (extra) => `(SELECT count(*)::int FROM vehicles ${where.toSql(extra)})`,
  );
  return {
    text: `SELECT ${counts.join(' + ')} AS total`,
    params: where.params,
    plan: planOf(search),
  };
}

const ORDER_BY: Record<ItemSort, string> = {
  newest: 'posted_at DESC, id ASC',
  'price-asc': 'price ASC NULLS LAST, id ASC',
  'price-desc': 'price DESC NULLS LAST, id ASC',
};

function limitSql(rows: number): string {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`Bad row limit: ${rows}`);
  return String(rows);
}

/**
 * A page in keyset order (ties by id). In a price order the ads without a price come last, read
 * in a branch of their own; "fits my bike" reads its two branches (fitBranches); each branch walks
 * its own index in order and the page takes the first rows of their union.
 */
export function itemPageSql(search: ItemSearch, cursor: Cursor | null, limit: number): Sql {
  if (fitsFromTable(search)) return fitsPageSql(search, cursor, limit);
  const where = whereOf(search);
  const fits = fitBranches(where, search);
  const n = limitSql(limit);
  const sort = search.sort;
  let keysets: string[][];
  if (cursor && sort === 'newest') {
    const id = where.param(cursor.id);
    const key = `${where.param(cursor.key)}::timestamptz`;
    keysets = [[`posted_at <= ${key}`, `(posted_at < ${key} OR id > ${id})`]];
  } else if (cursor && cursor.key === null) {
    keysets = [['price IS NULL', `id > ${where.param(cursor.id)}`]];
  } else if (cursor) {
    const id = where.param(cursor.id);
    const key = `${where.param(cursor.key)}::double precision`;
    const [to, beyond] = sort === 'price-desc' ? ['<=', '<'] : ['>=', '>'];
    keysets = [[`price ${to} ${key}`, `(price ${beyond} ${key} OR id > ${id})`], ['price IS NULL']];
  } else {
    keysets = sort === 'newest' ? [[]] : [['price IS NOT NULL'], ['price IS NULL']];
  }
  const branches = fits.flatMap((fit) =>
    keysets.map(
      (keyset) =>
        `SELECT ${ITEM_COLUMNS}, posted_at, price, id FROM vehicles ${where.toSql([...fit, ...keyset])}
        ORDER BY ${ORDER_BY[sort]} LIMIT ${n}`,
    ),
  );
  const text =
    branches.length === 1
      ? `SELECT ad FROM (${branches[0]}) page`
      : `SELECT ad FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')}) page
        ORDER BY ${ORDER_BY[sort]} LIMIT ${n}`;
  return { text, params: where.params, plan: planOf(search) };
}

/** fitsFromTable's page: ids and order from the indexes, then only the page's rows are read. */
function fitsPageSql(
  search: ItemSearch & { kind: 'part' },
  cursor: Cursor | null,
  limit: number,
): Sql {
  const where = whereOf(search);
  const n = limitSql(limit);
  const keyset = (column: string) => {
    if (!cursor) return [];
    const time = `${where.param(cursor.key)}::timestamptz`;
    const id = where.param(cursor.id);
    return [`posted_at <= ${time}`, `(posted_at < ${time} OR ${column} > ${id})`];
  };
  const branches = [
    `SELECT id, posted_at FROM vehicles ${where.toSql(['fits_any', ...keyset('id')])}
      ORDER BY posted_at DESC, id LIMIT ${n}`,
    ...bikeKeys(search.filters.fits!).map(
      (key) => `SELECT ad_id AS id, posted_at FROM part_fits
        WHERE ${[...fitsWhere(search, where, key), ...keyset('ad_id')].join(' AND ')}
        ORDER BY posted_at DESC, ad_id LIMIT ${n}`,
    ),
  ];
  const text = `SELECT ${ITEM_COLUMNS} FROM vehicles JOIN (
      SELECT id, posted_at AS at FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')}) hit
      ORDER BY posted_at DESC, id LIMIT ${n}) page USING (id)
    ORDER BY page.at DESC, id`;
  return { text, params: where.params, plan: 'generic' };
}
