/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { keepPageForOffline } from './pwa-keep-page';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Callbacks = {
  onNeedRefresh: () => void;
  onOfflineReady: () => void;
};

/** Loaded lazily by PwaStatus, so workbox-window stays out of the first-load chunk. */
export function registerServiceWorker({ onNeedRefresh, onOfflineReady }: Callbacks) {
  keepPageForOffline();
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
