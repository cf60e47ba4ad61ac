import { createWordStore } from './create-store';
import { STORAGE_KEYS } from './storage';

/** 'auto' is decided by CSS, so the prerendered HTML needs no JavaScript to choose. */
export type CardLayout = 'auto' | 'rows' | 'cards';

// Stored as the bare word; a plain check, not zod: every list reads it before it is live.
const store = createWordStore<CardLayout>(STORAGE_KEYS.cardLayout, ['rows', 'cards'], 'auto');

export function writeCardLayout(layout: 'rows' | 'cards'): void {
  store.set(layout);
}

export const getCardLayout = store.get;
export const readCardLayout = store.get;
export const subscribeCardLayout = store.subscribe;
