import { canonicalPlaceName } from '@/domain/places';
import { canonicalMakeName, resolveAliases } from '@/domain/search/alias-index';
import type { SortOrder, VehicleFilters } from '@/domain/vehicles/vehicle-search';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';
import type { Cursor } from './vehicle-cursor';
import { fold, LISTED } from './vehicle-rows';

/** A list query's filters: a category slug (or all) plus the domain's search filters. */
export type ListFilters = VehicleFilters & { type: VehicleType | 'all' };

/** Collects SQL conditions with numbered parameters. Values never go into the SQL text. */
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
  toSql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** LIKE pattern of a literal text: %, _ and \ lose their meaning. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function addFilters(where: Where, filters: ListFilters): void {
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
  // SPEC §5: ads without a price pass any price bound.
  if (filters.priceMin !== null) {
    where.add(`(price IS NULL OR price >= ${where.param(filters.priceMin)})`);
  }
  if (filters.priceMax !== null) {
    where.add(`(price IS NULL OR price <= ${where.param(filters.priceMax)})`);
  }
  const q = fold(filters.q);
  if (q) {
    // Whole words ('simple' config: no stemming, so Sinhala works), a substring (partial words),
    // or a close word (one-letter typos: pg_trgm's word similarity). Each branch on its own
    // uses its GIN index; as one OR the planner chose a sequential scan (460 ms on 100,000 ads).
    // Known names typed in another script or spelling (පල්සර්, "palsar") are also asked for
    // by their English name.
    const branches = [...new Set([q, fold(resolveAliases(q))])].map((text) => {
      const p = where.param(text);
      const like = where.param(likeContains(text));
      return `SELECT id FROM vehicles WHERE search_tsv @@ plainto_tsquery('simple', ${p})
      UNION SELECT id FROM vehicles WHERE search_text LIKE ${like}
      UNION SELECT id FROM vehicles WHERE search_text %> ${p}`;
    });
    where.add(`id IN (\n      ${branches.join('\n      UNION ')})`);
  }
}

const SORT_COLUMN: Record<SortOrder, string> = {
  newest: 'posted_at',
  'price-asc': 'price',
  'price-desc': 'price',
  'mileage-asc': 'mileage_km',
};

/** filter-vehicles.ts's orders: missing keys last, ties by id (the keyset needs a total order). */
const ORDER_BY: Record<SortOrder, string> = {
  newest: 'posted_at DESC, id ASC',
  'price-asc': 'price ASC NULLS LAST, id ASC',
  'price-desc': 'price DESC NULLS LAST, id ASC',
  'mileage-asc': 'mileage_km ASC NULLS LAST, id ASC',
};

/** Rows after the cursor in the sort's order (missing keys come last, then by id). */
function addAfter(where: Where, sort: SortOrder, cursor: Cursor): void {
  const column = SORT_COLUMN[sort];
  const id = where.param(cursor.id);
  if (cursor.key === null) {
    where.add(`(${column} IS NULL AND id > ${id})`);
    return;
  }
  const key = where.param(cursor.key);
  const cast = sort === 'newest' ? '::timestamptz' : '::double precision';
  const beyond = sort === 'newest' || sort === 'price-desc' ? '<' : '>';
  const nullsAfter = sort === 'newest' ? '' : ` OR ${column} IS NULL`;
  where.add(
    `(${column} ${beyond} ${key}${cast} OR (${column} = ${key}${cast} AND id > ${id})${nullsAfter})`,
  );
}

export type Sql = { text: string; params: unknown[] };

export function countSql(filters: ListFilters): Sql {
  const where = new Where();
  addFilters(where, filters);
  return {
    text: `SELECT count(*)::int AS total FROM vehicles ${where.toSql()}`,
    params: where.params,
  };
}

export function pageSql(
  filters: ListFilters,
  sort: SortOrder,
  cursor: Cursor | null,
  limit: number,
  columns: string,
): Sql {
  const where = new Where();
  addFilters(where, filters);
  if (cursor) addAfter(where, sort, cursor);
  const text = `SELECT ${columns} FROM vehicles ${where.toSql()} ORDER BY ${ORDER_BY[sort]} LIMIT ${where.param(limit)}`;
  return { text, params: where.params };
}
