import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value only the browser knows (e.g. the page's origin), read so that hydration matches the
 * prerendered HTML: `prerendered` while React hydrates (and when prerendering), then `read()`.
 * `read` must return the same value each time (a string, a boolean).
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribe, read, () => prerendered);
}

const isLive = () => true;

/**
 * False while React hydrates the prerendered HTML (and in that HTML), true once the app is live:
 * for controls that would do the wrong thing as plain HTML, such as a form's native submit.
 */
export function useHydrated(): boolean {
  return useBrowserValue(isLive, false);
}
