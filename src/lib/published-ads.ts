import { STORAGE_KEYS, readRaw, storedList, writeQuietly } from './storage';

const KEY = STORAGE_KEYS.publishedAds;

/**
 * Ids of this browser's own ads that the server has published. Their copies in
 * userVehicles_v1 also come back from the server, so lists count them once; the other own ads
 * (posted on a static host, or before the server) are added to the server's lists.
 */
export function readPublishedIds(): ReadonlySet<string> {
  const { items } = storedList(KEY, readRaw(KEY));
  return new Set(items.filter((item): item is string => typeof item === 'string'));
}

/** Remembers one published id. Losing it only costs a count that is one too high. */
export function markPublished(id: string): void {
  const ids = [...readPublishedIds(), id];
  if (!writeQuietly(KEY, JSON.stringify(ids))) {
    console.warn('[published-ads] could not remember a published ad');
  }
}
