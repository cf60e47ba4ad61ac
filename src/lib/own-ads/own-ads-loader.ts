import { loadChunk } from '../load-chunk';
import { hasStoredAds } from './early-read';
import type * as OwnAdsStore from './store';

type Store = typeof OwnAdsStore;

// The store (reading, repairing and writing userVehicles_v1) is its own chunk: a visitor with no
// ads of their own never needs it before the page is live. start.tsx waits for it when there are.
let store: Store | null = null;
let loading: Promise<Store> | null = null;
const waiting = new Set<() => void>();

/** Idempotent; a failed load is tried again on the next call. */
export function loadOwnAdsStore(): Promise<Store> {
  loading ??= loadChunk(() => import('./store')).then(
    (module) => {
      store = module;
      const heard = [...waiting];
      waiting.clear();
      heard.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Before a page renders: only a browser with ads of its own waits for the store. */
export function loadOwnAdsIfAny(): Promise<unknown> {
  return store || !hasStoredAds() ? Promise.resolve() : loadOwnAdsStore();
}

/** The store once loaded, else null. */
export function loadedOwnAdsStore(): Store | null {
  return store;
}

/** Calls `callback` when the store has loaded; the returned function cancels that. */
export function waitForOwnAdsStore(callback: () => void): () => void {
  waiting.add(callback);
  return () => void waiting.delete(callback);
}
