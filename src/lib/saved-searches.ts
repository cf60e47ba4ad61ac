// zod/mini: this module loads with every list's Save this search, where full zod would weigh more.
import * as z from 'zod/mini';
import { canonicalQuery } from '@/domain/search/saved-search';
import { createListStore } from './create-store';
import { STORAGE_KEYS } from './storage';

export const MAX_SAVED_SEARCHES = 50;

export type SavedSearch = {
  id: string;
  type: string;
  query: string;
  savedAt: number;
  /** The last visit to the saved searches page: "new" means posted after it. */
  seenAt: number;
};

/**
 * One stored search, checked when read back. `type` is a vehicle list's type (or 'all'), or
 * 'part' / 'gear' for the Spare Parts and Biker Gear views; searches stored before those kinds
 * existed read as they are. */
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const time = () => z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));
const savedSearchSchema = z.object({
  id: text(1, 40),
  type: text(1, 40),
  query: text(0, 2000),
  savedAt: time(),
  seenAt: time(),
});

const store = createListStore({ key: STORAGE_KEYS.savedSearches, item: savedSearchSchema });

/** The saved searches, oldest first; entries that do not read as one are skipped (and kept). */
export function readSavedSearches(): SavedSearch[] {
  return [...store.read().items];
}

/**
 * Writes the list through `change`, keeping entries this version cannot read. Throws
 * StorageWriteError when storage is full or unavailable; an unreadable list is left as it is.
 */
function update(change: (searches: SavedSearch[]) => SavedSearch[]): boolean {
  return store.update(change);
}

export function findSavedSearch(type: string, params: URLSearchParams): SavedSearch | null {
  const query = canonicalQuery(params, type);
  return readSavedSearches().find((s) => s.type === type && s.query === query) ?? null;
}

/**
 * Saves a list's filters (once: saving the same filters again keeps the first); null when the
 * stored list is unreadable and was left alone.
 */
export function saveSearch(
  type: string,
  params: URLSearchParams,
  now = Date.now(),
): SavedSearch | null {
  const existing = findSavedSearch(type, params);
  if (existing) return existing;
  const search: SavedSearch = {
    id: now.toString(36) + Math.random().toString(36).slice(2, 8),
    type,
    query: canonicalQuery(params, type),
    savedAt: now,
    seenAt: now,
  };
  return update((searches) => [...searches, search].slice(-MAX_SAVED_SEARCHES)) ? search : null;
}

export function removeSavedSearch(id: string): void {
  update((searches) => searches.filter((search) => search.id !== id));
}

/** Marks every saved search as seen now (the saved searches page was visited). */
export function markSavedSearchesSeen(now = Date.now()): void {
  update((searches) => searches.map((search) => ({ ...search, seenAt: now })));
}

/** A stable snapshot for useSyncExternalStore. */
export function getSavedSearchesSnapshot(): readonly SavedSearch[] {
  return store.read().items;
}

export const subscribeSavedSearches = store.subscribe;
