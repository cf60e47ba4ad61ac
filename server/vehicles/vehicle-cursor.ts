import type { SortOrder } from '@/domain/vehicles/vehicle-search';

export type Cursor = { key: string | number | null; id: string };

/** Opaque to clients: base64url of a small JSON array, tied to the sort it was made for. */
export function encodeCursor(sort: SortOrder, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

/**
 * Only what encodeCursor writes: an ISO 8601 instant (`2026-11-28T10:00:00.000Z`, or an offset up
 * to ±15:59) of a real calendar day. JavaScript's Date.parse also takes "1", "May 1" and February
 * 31, which PostgreSQL then refuses.
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-5]):[0-5]\d)$/;
function isTimestamp(key: string): boolean {
  const match = ISO_INSTANT.exec(key);
  if (!match) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && year < 3000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function decodeCursor(sort: SortOrder, text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [forSort, key, id] = value as unknown[];
    if (forSort !== sort || typeof id !== 'string' || id.length > 200) return null;
    if (sort === 'newest') return typeof key === 'string' && isTimestamp(key) ? { key, id } : null;
    return key === null || (typeof key === 'number' && Number.isFinite(key)) ? { key, id } : null;
  } catch {
    return null;
  }
}
