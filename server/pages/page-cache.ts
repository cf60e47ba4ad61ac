export type CachedPage = { status: number; html: string; etag: string; expires: number };

/**
 * Rendered pages by URL (the language is in the path), for `seconds`; emptied whenever an ad
 * changes, here or on another instance (plugins/app/changes.ts), so it never serves a stale ad.
 */
export function createPageCache(seconds: number, maxEntries = 2_000) {
  const entries = new Map<string, CachedPage>();
  return {
    get(url: string): CachedPage | null {
      const entry = entries.get(url);
      if (!entry) return null;
      if (entry.expires > Date.now()) return entry;
      entries.delete(url);
      return null;
    },
    set(url: string, page: Omit<CachedPage, 'expires'>) {
      if (seconds <= 0) return;
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(url, { ...page, expires: Date.now() + seconds * 1000 });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
