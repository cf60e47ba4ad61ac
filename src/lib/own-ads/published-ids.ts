import { STORAGE_KEYS, readRaw, storedList, writeQuietly } from '../storage';

const KEY = STORAGE_KEYS.publishedAds;

/** Own ads the server also lists, so lists count them once. */
export function readPublishedIds(): ReadonlySet<string> {
  const { items } = storedList(KEY, readRaw(KEY));
  return new Set(items.filter((item): item is string => typeof item === 'string'));
}

/** Losing an id only costs a count that is one too high. */
export function markPublished(id: string): void {
  const ids = [...readPublishedIds(), id];
  if (!writeQuietly(KEY, JSON.stringify(ids))) {
    console.warn('[published-ads] could not remember a published ad');
  }
}
