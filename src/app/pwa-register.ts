/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Callbacks = {
  /** A new version is installed and waiting; call the returned function to switch and reload. */
  onNeedRefresh: () => void;
  /** First install finished: everything is precached for offline use. */
  onOfflineReady: () => void;
};

/**
 * Registers the Workbox service worker (loaded lazily by PwaStatus, so this code and
 * workbox-window stay out of the first-load chunk). Checks for a new version hourly while online.
 */
export function registerServiceWorker({ onNeedRefresh, onOfflineReady }: Callbacks) {
  return registerSW({
    immediate: true,
    onNeedRefresh,
    onOfflineReady,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      // Offline use is an extra: the app works without it (e.g. service workers disabled).
      console.info('[pwa] service worker not registered', error);
    },
  });
}
