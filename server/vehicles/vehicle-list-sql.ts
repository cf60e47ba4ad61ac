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

/**
 * Word for word the partial indexes' predicate (migrations 0006, 0012, 0015), or the planner skips
 * them. Vehicle ads only: parts and gear share the table (server/listings).
 */
const LISTABLE = `kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold')`;

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

/** `priceOrder`: the price bounds are left to the caller, which makes them index bounds. */
/**
 * Returns the column of a filter that holds one value (a make, else a town). Leading the ORDER BY
 * with it changes no order, but only that filter's own index gives it: the planner otherwise walks
 * the whole table's order, guessing that a make's ads are spread evenly over it.
 */
function addFilters(
  where: Where,
  filters: ListFilters,
  mode: KeywordMode,
  priceOrder = false,
): 'make_key' | 'location_key' | null {
  let lead: 'make_key' | 'location_key' | null = null;
  where.add(LISTABLE);
  where.add(LISTED);
  if (filters.type === 'atv-adv') where.add('atv_adv');
  else if (filters.type !== 'all') where.add(`type = ${where.param(filters.type)}`);
  // A brand or town named in another script or spelling (හොන්ඩා, கொழும்பு) is asked for by
  // the English name ads store.
  if (filters.make.length) {
    const makes = new Set(
      filters.make.flatMap((make) => [fold(make), fold(canonicalMakeName(make))]),
    );
    where.add(`make_key = ANY(${where.param([...makes])}::text[])`);
    if (makes.size === 1) lead = 'make_key';
  }
  if (filters.location.length) {
    const towns = new Set(filters.location.map((town) => fold(canonicalPlaceName(town))));
    where.add(`location_key = ANY(${where.param([...towns])}::text[])`);
    if (towns.size === 1) lead ??= 'location_key';
  }
  if (filters.yearMin !== null) where.add(`year >= ${where.param(filters.yearMin)}`);
  if (filters.yearMax !== null) where.add(`year <= ${where.param(filters.yearMax)}`);
  // Ads without a price pass any price bound; in a price order they are bounds (priceBounds).
  if (filters.priceMin !== null && !priceOrder) {
    where.add(`(price IS NULL OR price >= ${where.param(filters.priceMin)})`);
  }
  if (filters.priceMax !== null && !priceOrder) {
    where.add(`(price IS NULL OR price <= ${where.param(filters.priceMax)})`);
  }
  if (keywordTexts(filters.q).length) addKeyword(where, filters.q, mode);
  return lead;
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

export type Sql = { text: string; params: unknown[]; plan?: 'generic' };

/**
 * A row limit goes into the text, not a parameter: with `LIMIT $n` PostgreSQL guesses a tenth of
 * the table, so a prepared statement's generic plan never wins and every request is planned again
 * (0.2 ms, more than the page's own scan). The few page sizes make few statements.
 */
function limitSql(rows: number): string {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`Bad row limit: ${rows}`);
  return String(rows);
}

/**
 * Without a keyword the values do not change the best plan (a one-value make or town leads the
 * order, so its own index is read; the plans test holds each kept plan to the value's own), so
 * one plan serves them all. How rare a keyword is does: its GIN entries, or a walk of the order.
 */
function withPlan(text: string, params: unknown[], keyword: boolean): Sql {
  return keyword ? { text, params } : { text, params, plan: 'generic' };
}

/** `cap`: a keyword count then costs no more than a page. */
export function countSql(filters: ListFilters, mode: KeywordMode, cap?: number): Sql {
  const where = new Where();
  addFilters(where, filters, mode);
  // "N for sale": sold ads still show for a week, marked Sold, but are not counted.
  where.add(`status = 'active'`);
  const text = cap
    ? `SELECT count(*)::int AS total FROM (SELECT 1 FROM vehicles ${where.toSql()} LIMIT ${limitSql(cap)}) hit`
    : `SELECT count(*)::int AS total FROM vehicles ${where.toSql()}`;
  return withPlan(text, where.params, keywordTexts(filters.q).length > 0);
}

/** The price range as index bounds; the ads without a price are read in a branch of their own. */
function priceBounds(where: Where, filters: ListFilters): string[] {
  const bounds: string[] = [];
  if (filters.priceMin !== null) bounds.push(`price >= ${where.param(filters.priceMin)}`);
  if (filters.priceMax !== null) bounds.push(`price <= ${where.param(filters.priceMax)}`);
  return bounds;
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
  const priceOrder = sort === 'price-asc' || sort === 'price-desc';
  const lead = addFilters(where, filters, mode, priceOrder);
  // Called where the SQL uses them: PostgreSQL refuses a parameter the text never mentions.
  const bounds = () => (priceOrder ? priceBounds(where, filters) : []);
  const order = lead ? `${lead}, ${ORDER_BY[sort]}` : ORDER_BY[sort];
  // With filters but no keyword every condition is in the list indexes: the page's ids come from
  // the index alone and only its rows are read, not a row per ad the filters skip. A category
  // alone skips next to none, and reads its rows at once.
  const narrowed =
    filters.make.length > 0 ||
    filters.location.length > 0 ||
    [filters.priceMin, filters.priceMax, filters.yearMin, filters.yearMax].some((v) => v !== null);
  const keyword = keywordTexts(filters.q).length > 0;
  const idsFirst = narrowed && !keyword;
  const done = (text: string) => withPlan(text, where.params, keyword);
  const select = (extra: string[], n: string) => {
    const rows = `FROM vehicles ${where.toSql(extra)} ORDER BY ${order} LIMIT ${n}`;
    return idsFirst
      ? `SELECT ${columns} FROM vehicles WHERE id IN (SELECT id ${rows}) ORDER BY ${ORDER_BY[sort]}`
      : `SELECT ${columns} ${rows}`;
  };
  const column = SORT_COLUMN[sort];
  /** The keyed rows in index order, then the keyless ones (last in every order). */
  const twoBranches = (keyed: string[]) => {
    const n = limitSql(limit);
    return done(`SELECT * FROM ((${select(keyed, n)}) UNION ALL (${select([`${column} IS NULL`], n)})) page
    ORDER BY ${OUTER_ORDER_BY[sort]} LIMIT ${n}`);
  };
  if (!cursor) {
    const range = bounds();
    if (range.length) return twoBranches(range);
    return done(select([], limitSql(limit)));
  }
  const id = where.param(cursor.id);
  if (cursor.key === null) {
    return done(select([`${column} IS NULL`, `id > ${id}`], limitSql(limit)));
  }
  const key = `${where.param(cursor.key)}${sort === 'newest' ? '::timestamptz' : '::double precision'}`;
  const [to, beyond] = sort === 'newest' || sort === 'price-desc' ? ['<=', '<'] : ['>=', '>'];
  const keyed = [`${column} ${to} ${key}`, `(${column} ${beyond} ${key} OR id > ${id})`];
  if (sort === 'newest') return done(select(keyed, limitSql(limit)));
  return twoBranches([...keyed, ...bounds()]);
}
