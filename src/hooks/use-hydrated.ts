import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and in that HTML), true once the app is live:
 * for controls that would do the wrong thing as plain HTML, such as a form's native submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
