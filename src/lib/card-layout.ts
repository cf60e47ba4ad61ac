import { createStore } from './create-store';
import { STORAGE_KEYS } from './storage';

/** 'auto' is decided by CSS, so the prerendered HTML needs no JavaScript to choose. */
export type CardLayout = 'auto' | 'rows' | 'cards';

// Stored as the bare word; a plain check, not zod: every list reads it before it is live.
const store = createStore<CardLayout>({
  key: STORAGE_KEYS.cardLayout,
  schema: {
    safeParse: (value) =>
      value === 'rows' || value === 'cards' ? { success: true, data: value } : { success: false },
  },
  fallback: 'auto',
  decode: (raw) => raw,
  encode: (layout) => layout,
  // When storage fails, the choice holds for this page only.
  keepInMemory: true,
});

export function writeCardLayout(layout: 'rows' | 'cards'): void {
  store.set(layout);
}

export const getCardLayout = store.get;
export const readCardLayout = store.get;
export const subscribeCardLayout = store.subscribe;
