import { STORAGE_KEYS, readRaw, writeQuietly } from './storage';

/** 'auto' is decided by CSS, so the prerendered HTML needs no JavaScript to choose. */
export type CardLayout = 'auto' | 'rows' | 'cards';

const KEY = STORAGE_KEYS.cardLayout;

export function readCardLayout(): CardLayout {
  const raw = readRaw(KEY);
  return raw === 'rows' || raw === 'cards' ? raw : 'auto';
}

const listeners = new Set<() => void>();
let memory: CardLayout | null = null;

/** When storage fails, the choice holds for this page only. */
export function writeCardLayout(layout: 'rows' | 'cards'): void {
  if (!writeQuietly(KEY, layout)) memory = layout;
  listeners.forEach((listener) => listener());
}

export function getCardLayout(): CardLayout {
  return memory ?? readCardLayout();
}

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

export function resetCardLayoutForTests(): void {
  memory = null;
}
