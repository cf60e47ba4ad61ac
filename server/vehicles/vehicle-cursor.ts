import type { SortOrder } from '@/domain/vehicles/vehicle-search';

export type Cursor = { key: string | number | null; id: string };

/** Opaque to clients: base64url of a small JSON array, tied to the sort it was made for. */
export function encodeCursor(sort: SortOrder, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

/**
 * Only what encodeCursor writes: an ISO 8601 instant (`2026-11-28T10:00:00.000Z` or with an
 * offset). JavaScript's Date.parse also takes "1" or "May 1", which PostgreSQL then refuses.
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const isTimestamp = (key: string) => {
  const year = new Date(key).getUTCFullYear();
  return ISO_INSTANT.test(key) && year >= 1900 && year < 3000;
};

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
