import { createListStore, type Schema } from './create-store';
import { STORAGE_KEYS } from './storage';

const MAX = 100;

const id: Schema<string> = {
  safeParse: (value) =>
    typeof value === 'string' ? { success: true, data: value } : { success: false },
};

/**
 * The ads whose new messages this browser gets pushes for (the server keeps the same list), so
 * the button shows its state without asking.
 */
const store = createListStore({ key: STORAGE_KEYS.messagePush, item: id });

export function readMessagePushIds(): readonly string[] {
  return store.read().items;
}

/** Adds or removes one ad; best effort (the server's list is the one pushes follow). */
export function keepMessagePush(adId: string, on: boolean): void {
  try {
    store.update((ids) => {
      const others = ids.filter((known) => known !== adId);
      return (on ? [...others, adId] : others).slice(-MAX);
    });
  } catch (error) {
    console.warn('[push] could not keep the message push setting in this browser', error);
  }
}
