import { STORAGE_KEYS, readRaw, writeQuietly } from './storage';

/**
 * How lists show ads on phones: compact rows or full cards. 'auto' (nothing chosen yet) means
 * rows on phones and the grid elsewhere, decided by CSS, so the prerendered HTML needs no
 * JavaScript to choose. Wider screens always get the grid.
 */
export type CardLayout = 'auto' | 'rows' | 'cards';

const KEY = STORAGE_KEYS.cardLayout;

export function readCardLayout(): CardLayout {
  const raw = readRaw(KEY);
  return raw === 'rows' || raw === 'cards' ? raw : 'auto';
}

const listeners = new Set<() => void>();
let memory: CardLayout | null = null;

/** Remembers the choice (best effort: when storage fails it holds for this page only). */
export function writeCardLayout(layout: 'rows' | 'cards'): void {
  if (!writeQuietly(KEY, layout)) memory = layout;
  listeners.forEach((listener) => listener());
}

/** The choice, from memory when storage could not keep it. */
export function getCardLayout(): CardLayout {
  return memory ?? readCardLayout();
}

/** For useSyncExternalStore: our own choices and other tabs'. */
export function subscribeCardLayout(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) {
      memory = null;
      listener();
    }
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests start from nothing chosen. */
export function resetCardLayoutForTests(): void {
  memory = null;
}
