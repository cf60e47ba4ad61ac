// zod/mini: this module loads with every list's Save this search, where full zod would weigh more.
import * as z from 'zod/mini';
import { canonicalQuery } from '@/domain/search/saved-search';
import { STORAGE_KEYS, readRaw, readRawForUpdate, storedList, writeJson } from './storage';

const KEY = STORAGE_KEYS.savedSearches;
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

function readSavedSearch(item: unknown): SavedSearch | null {
  const result = savedSearchSchema.safeParse(item);
  return result.success ? result.data : null;
}

/** The saved searches, oldest first; entries that do not read as one are skipped (and kept). */
export function readSavedSearches(): SavedSearch[] {
  const { items } = storedList(KEY, readRaw(KEY));
  const out: SavedSearch[] = [];
  for (const item of items) {
    const search = readSavedSearch(item);
    if (search) out.push(search);
  }
  if (out.length < items.length) {
    console.warn(`[saved-searches] skipped ${items.length - out.length} unreadable entries`);
  }
  return out;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Writes the list through `change`, keeping entries this version cannot read. Throws
 * StorageWriteError when storage is full or unavailable; an unreadable list is left as it is.
 */
function update(change: (searches: SavedSearch[]) => SavedSearch[]): boolean {
  const { items, unreadable } = storedList(KEY, readRawForUpdate(KEY));
  if (unreadable !== null) return false;
  const readable = items.filter((item) => readSavedSearch(item) !== null);
  const others = items.filter((item) => readSavedSearch(item) === null);
  // The stored objects themselves: fields a later version added survive this one's writes.
  writeJson(KEY, [...others, ...change(readable as SavedSearch[])]);
  changed();
  return true;
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

let snapshot: { raw: string | null; searches: readonly SavedSearch[] } | null = null;

/** A stable snapshot for useSyncExternalStore. */
export function getSavedSearchesSnapshot(): readonly SavedSearch[] {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, searches: readSavedSearches() };
  return snapshot.searches;
}

export function subscribeSavedSearches(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
