import { canonicalPlaceName } from '@/domain/places';
import { canonicalMakeName, resolveAliases } from '@/domain/search/alias-index';
import type { SortOrder, VehicleFilters } from '@/domain/vehicles/vehicle-search';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';
import type { Cursor } from './vehicle-cursor';
import { foldText as fold } from '@/domain/search/search-key';
import { LISTED } from './vehicle-rows';

export type ListFilters = VehicleFilters & { type: VehicleType | 'all' };

/** `words`: the GIN full-text index; `broad` adds substrings and typos (trigram) if too few. */
export type KeywordMode = 'words' | 'broad';

/** Word for word the partial indexes' predicate (migration 0006), or the planner skips them. */
const LISTABLE = `hidden_at IS NULL AND status IN ('active', 'sold')`;

/** Values never go into the SQL text. */
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

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const NOT_WORD = /[^\p{L}\p{M}\p{N}\u200c\u200d]+/u;

/** Words hold no quotes or backslashes, so quoting them is safe. */
function wordsQuery(text: string): string {
  const words = text.split(NOT_WORD).filter(Boolean);
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

type KeywordTexts = { words: string[]; broad: string[] };

/** A corrected keyword is never searched broadly (`broadHelps`); cached, popular keywords recur. */
function keywordForms(q: string): KeywordTexts {
  let forms = keywordCache.get(q);
  if (!forms) {
    const key = fold(q);
    const broad = key ? [...new Set([key, fold(resolveAliases(key))])] : [];
    const words = key ? [...new Set([...broad, fold(resolveAliases(key, true))])] : [];
    forms = { words, broad };
    if (keywordCache.size >= 1_000) keywordCache.clear();
    keywordCache.set(q, forms);
  }
  return forms;
}

const keywordCache = new Map<string, KeywordTexts>();

export function keywordTexts(q: string): string[] {
  return keywordForms(q).words;
}

/** Not for a keyword already read as a known name with slips corrected. */
export function broadHelps(q: string): boolean {
  const { words, broad } = keywordForms(q);
  return words.length === broad.length && broad.some((text) => text.length >= 3);
}

function addKeyword(where: Where, q: string, mode: KeywordMode): void {
  const { words, broad } = keywordForms(q);
  const queries = (mode === 'broad' ? broad : words).map(wordsQuery).filter(Boolean);
  // One pass: the branches are ORed in one condition, which the planner answers with a BitmapOr
  // of the GIN indexes (a UNION of ids made it read and hash the whole table).
  const branches = queries.length
    ? [
        `search_tsv @@ to_tsquery('simple', ${where.param(queries.map((t) => `(${t})`).join(' | '))})`,
      ]
    : [];
  if (mode === 'broad') {
    // Trigrams need 3 characters: a shorter text could only be found by reading every row.
    for (const text of broad.filter((t) => t.length >= 3)) {
      branches.push(`search_text LIKE ${where.param(likeContains(text))}`);
      branches.push(`search_text %> ${where.param(text)}`);
    }
  }
  where.add(branches.length ? `(${branches.join(' OR ')})` : 'FALSE');
}

function addFilters(where: Where, filters: ListFilters, mode: KeywordMode): void {
  where.add(LISTABLE);
  where.add(LISTED);
  if (filters.type === 'atv-adv') where.add('atv_adv');
  else if (filters.type !== 'all') where.add(`type = ${where.param(filters.type)}`);
  // A brand or town named in another script or spelling (හොන්ඩා, கொழும்பு) is asked for by
  // the English name ads store.
  if (filters.make.length) {
    const makes = filters.make.flatMap((make) => [fold(make), fold(canonicalMakeName(make))]);
    where.add(`make_key = ANY(${where.param([...new Set(makes)])}::text[])`);
  }
  if (filters.location.length) {
    const towns = filters.location.map((town) => fold(canonicalPlaceName(town)));
    where.add(`location_key = ANY(${where.param([...new Set(towns)])}::text[])`);
  }
  if (filters.yearMin !== null) where.add(`year >= ${where.param(filters.yearMin)}`);
  if (filters.yearMax !== null) where.add(`year <= ${where.param(filters.yearMax)}`);
  // Ads without a price pass any price bound.
  if (filters.priceMin !== null) {
    where.add(`(price IS NULL OR price >= ${where.param(filters.priceMin)})`);
  }
  if (filters.priceMax !== null) {
    where.add(`(price IS NULL OR price <= ${where.param(filters.priceMax)})`);
  }
  if (keywordTexts(filters.q).length) addKeyword(where, filters.q, mode);
}

const SORT_COLUMN: Record<SortOrder, string> = {
  newest: 'posted_at',
  'price-asc': 'price',
  'price-desc': 'price',
  'mileage-asc': 'mileage_km',
};

/** Ties by id: the keyset needs a total order. */
const ORDER_BY: Record<SortOrder, string> = {
  newest: 'posted_at DESC, id ASC',
  'price-asc': 'price ASC NULLS LAST, id ASC',
  'price-desc': 'price DESC NULLS LAST, id ASC',
  'mileage-asc': 'mileage_km ASC NULLS LAST, id ASC',
};

const OUTER_ORDER_BY: Record<SortOrder, string> = {
  ...ORDER_BY,
  newest: '"postedAt" DESC, id ASC',
  'mileage-asc': '"mileageKm" ASC NULLS LAST, id ASC',
};

export type Sql = { text: string; params: unknown[] };

/** `cap`: a keyword count then costs no more than a page. */
export function countSql(filters: ListFilters, mode: KeywordMode, cap?: number): Sql {
  const where = new Where();
  addFilters(where, filters, mode);
  const text = cap
    ? `SELECT count(*)::int AS total FROM (SELECT 1 FROM vehicles ${where.toSql()} LIMIT ${where.param(cap)}) hit`
    : `SELECT count(*)::int AS total FROM vehicles ${where.toSql()}`;
  return { text, params: where.params };
}

/** Keyset bounds on the index (`k <= key AND (k < key OR id > c)`); keyless ads: a 2nd scan. */
export function pageSql(
  filters: ListFilters,
  mode: KeywordMode,
  sort: SortOrder,
  cursor: Cursor | null,
  limit: number,
  columns: string,
): Sql {
  const where = new Where();
  addFilters(where, filters, mode);
  const order = ORDER_BY[sort];
  const select = (extra: string[]) =>
    `SELECT ${columns} FROM vehicles ${where.toSql(extra)} ORDER BY ${order} LIMIT `;
  const column = SORT_COLUMN[sort];
  if (!cursor) {
    const text = select([]) + where.param(limit);
    return { text, params: where.params };
  }
  const id = where.param(cursor.id);
  if (cursor.key === null) {
    const text = select([`${column} IS NULL`, `id > ${id}`]) + where.param(limit);
    return { text, params: where.params };
  }
  const key = `${where.param(cursor.key)}${sort === 'newest' ? '::timestamptz' : '::double precision'}`;
  const [to, beyond] = sort === 'newest' || sort === 'price-desc' ? ['<=', '<'] : ['>=', '>'];
  const keyed = [`${column} ${to} ${key}`, `(${column} ${beyond} ${key} OR id > ${id})`];
  const n = where.param(limit);
  if (sort === 'newest') return { text: select(keyed) + n, params: where.params };
  const text = `SELECT * FROM ((${select(keyed)}${n}) UNION ALL (${select([`${column} IS NULL`])}${n})) page
    ORDER BY ${OUTER_ORDER_BY[sort]} LIMIT ${n}`;
  return { text, params: where.params };
}
