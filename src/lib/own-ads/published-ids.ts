import { createListStore } from '../create-store';
import { STORAGE_KEYS } from '../storage';

const store = createListStore<string>({
  key: STORAGE_KEYS.publishedAds,
  item: {
    safeParse: (item) =>
      typeof item === 'string' ? { success: true, data: item } : { success: false },
  },
});

let last: { read: unknown; ids: ReadonlySet<string> } | null = null;

/** Own ads the server also lists, so lists count them once. The same set until storage changes. */
export function readPublishedIds(): ReadonlySet<string> {
  const read = store.read();
  if (last?.read !== read) last = { read, ids: new Set(read.items) };
  return last.ids;
}

export const subscribePublishedIds = store.subscribe;

/** Losing an id only costs a count that is one too high. */
export function markPublished(id: string): void {
  try {
    if (store.update((ids) => (ids.includes(id) ? null : [...ids, id]))) return;
  } catch {
    // Logged below.
  }
  if (!readPublishedIds().has(id))
    console.warn('[published-ads] could not remember a published ad');
}
