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

// By hand, not zod: the list page reads these on its first load.
const textIn = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const time = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0;

function readSavedSearch(item: unknown): SavedSearch | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { id, type, query, savedAt, seenAt } = item as Record<string, unknown>;
  return textIn(id, 1, 40) &&
    textIn(type, 1, 40) &&
    textIn(query, 0, 2000) &&
    time(savedAt) &&
    time(seenAt)
    ? { id, type, query, savedAt, seenAt }
    : null;
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
  writeJson(KEY, [...others, ...change(readable as SavedSearch[])]);
  changed();
  return true;
}

export function findSavedSearch(type: string, params: URLSearchParams): SavedSearch | null {
  const query = canonicalQuery(params);
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
    query: canonicalQuery(params),
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
