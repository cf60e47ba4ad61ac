/**
 * Results kept for a few seconds, keyed by a string. Concurrent requests for a missing key share
 * one load (50 clients asking for the same page cost one query, not 50). Failed loads are not
 * kept. When full, it starts over rather than tracking use: entries live seconds anyway.
 */
export function createShortCache<T>(ttlMs: number, maxEntries = 2_000) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
