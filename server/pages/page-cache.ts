export type CachedPage = { status: number; html: string; etag: string; expires: number };

/** Emptied whenever an ad changes, here or on another instance, so it never serves a stale ad. */
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
