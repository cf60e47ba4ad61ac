import { createListStore, type Schema } from './create-store';
import { STORAGE_KEYS } from './storage';

const MAX = 500;

const id: Schema<string> = {
  safeParse: (value) =>
    typeof value === 'string' ? { success: true, data: value } : { success: false },
};

/** The ads this browser reported, so their page says so instead of asking again. */
const store = createListStore({ key: STORAGE_KEYS.reportedAds, item: id });

export function hasReported(adId: string): boolean {
  return store.read().items.includes(adId);
}

/** Best effort: the server dedupes too. */
export function rememberReported(adId: string): void {
  try {
    store.update((ids) => [...ids.filter((known) => known !== adId), adId].slice(-MAX));
  } catch (error) {
    console.warn('[report] could not remember the report in this browser', error);
  }
}
