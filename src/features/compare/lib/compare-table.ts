import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { AdLookup } from '@/lib/page-data';

/** One column: an ad, or why there is none (sold and gone, gone, still loading, not reachable). */
export type CompareColumn =
  | { id: string; kind: 'ad'; vehicle: Vehicle }
  | { id: string; kind: 'sold' | 'gone' | 'loading' | 'failed' };

/** The server's answer for one id, from the page's loader. */
export type ServerAnswer = Pick<AdLookup, 'vehicle' | 'gone' | 'unreachable'>;

/**
 * Each id's column, from the server's answer in the page's loader data (rendered with the page or
 * asked on navigation) and this browser's ads (samples and own): the server's ad or its "gone"
 * first, then this browser's copy; without a server an id found nowhere is gone.
 */
export function compareColumns(
  ids: readonly string[],
  sources: {
    answers: ReadonlyMap<string, ServerAnswer>;
    local: ReadonlyMap<string, Vehicle>;
    server: boolean;
  },
): CompareColumn[] {
  return ids.map((id): CompareColumn => {
    const answer = sources.answers.get(id);
    if (answer?.vehicle) return { id, kind: 'ad', vehicle: answer.vehicle };
    if (answer?.gone) return { id, kind: answer.gone.reason === 'sold' ? 'sold' : 'gone' };
    const local = sources.local.get(id);
    if (local) return { id, kind: 'ad', vehicle: local };
    if (answer?.unreachable) return { id, kind: 'failed' };
    if (answer) return { id, kind: 'gone' };
    return { id, kind: sources.server ? 'loading' : 'gone' };
  });
}

export const compareRowKeys = [
  'price',
  'year',
  'mileage',
  'engine',
  'condition',
  'location',
  'posted',
  'fairPrice',
] as const;
export type CompareRowKey = (typeof compareRowKeys)[number];

export type CompareRow = { key: CompareRowKey; cells: (string | null)[]; differs: boolean };

/**
 * The spec rows, each cell as shown (null where a column has no ad). A row differs when at
 * least two ads show different texts. The price-check row is left out when no ad has one.
 */
export function compareRows(
  columns: readonly CompareColumn[],
  format: Record<CompareRowKey, (vehicle: Vehicle) => string>,
): CompareRow[] {
  const vehicles = columns.map((column) => (column.kind === 'ad' ? column.vehicle : null));
  const keys = vehicles.some((vehicle) => vehicle?.priceCheck)
    ? compareRowKeys
    : compareRowKeys.filter((key) => key !== 'fairPrice');
  return keys.map((key) => {
    const cells = vehicles.map((vehicle) => (vehicle ? format[key](vehicle) : null));
    const shown = cells.filter((cell): cell is string => cell !== null);
    return { key, cells, differs: shown.length >= 2 && new Set(shown).size > 1 };
  });
}
