import type { SortOrder } from '@/domain/vehicles/vehicle-search';

export type Cursor = { key: string | number | null; id: string };

/** Opaque to clients: base64url of a small JSON array, tied to the sort it was made for. */
export function encodeCursor(sort: SortOrder, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(sort: SortOrder, text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [forSort, key, id] = value as unknown[];
    if (forSort !== sort || typeof id !== 'string' || id.length > 200) return null;
    if (sort === 'newest') {
      return typeof key === 'string' && !Number.isNaN(Date.parse(key)) ? { key, id } : null;
    }
    return key === null || (typeof key === 'number' && Number.isFinite(key)) ? { key, id } : null;
  } catch {
    return null;
  }
}
