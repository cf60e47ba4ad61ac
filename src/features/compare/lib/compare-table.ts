import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { AdLookup } from '@/lib/page-data';

/** One column: an ad, or why there is none (sold and gone, gone, still loading, not reachable). */
export type CompareColumn =
  | { id: string; kind: 'ad'; vehicle: Vehicle }
  | { id: string; kind: 'sold' | 'gone' | 'loading' | 'failed' };

export type RemoteAnswer = Pick<AdLookup, 'vehicle' | 'gone'> | 'failed';

/**
 * Each id's column, from the server's answer in the page, this browser's ads (samples and own),
 * or the server asked afterwards; without a server an id found nowhere is gone.
 */
export function compareColumns(
  ids: readonly string[],
  sources: {
    rendered: ReadonlyMap<string, Pick<AdLookup, 'vehicle' | 'gone'>>;
    local: ReadonlyMap<string, Vehicle>;
    remote: ReadonlyMap<string, RemoteAnswer>;
    server: boolean;
  },
): CompareColumn[] {
  return ids.map((id): CompareColumn => {
    const found = sources.rendered.get(id) ?? sources.local.get(id) ?? sources.remote.get(id);
    if (found === undefined) return { id, kind: sources.server ? 'loading' : 'gone' };
    if (found === 'failed') return { id, kind: 'failed' };
    if (!('gone' in found)) return { id, kind: 'ad', vehicle: found };
    if (found.vehicle) return { id, kind: 'ad', vehicle: found.vehicle };
    return { id, kind: found.gone?.reason === 'sold' ? 'sold' : 'gone' };
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
