import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** `prerendered` while hydrating, so hydration matches the HTML; `read` must be stable. */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribe, read, () => prerendered);
}

const isLive = () => true;

/** For controls that would do the wrong thing as plain HTML, such as a native form submit. */
export function useHydrated(): boolean {
  return useBrowserValue(isLive, false);
}
