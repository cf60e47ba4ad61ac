import { useSyncExternalStore } from 'react';
import { loadOwnAdsStore, loadedOwnAdsStore, waitForOwnAdsStore } from './own-ads-loader';
import { PRERENDERED_OWN_ADS, type OwnAds } from './own-ads';

export { loadOwnAdsStore };

function subscribe(listener: () => void): () => void {
  const loaded = loadedOwnAdsStore();
  if (loaded) return loaded.subscribeOwnAds(listener);
  let stop: (() => void) | null = null;
  const cancel = waitForOwnAdsStore(() => {
    stop = loadedOwnAdsStore()?.subscribeOwnAds(listener) ?? null;
    listener();
  });
  loadOwnAdsStore().catch((error: unknown) =>
    console.error('[own-ads] the store did not load', error),
  );
  return () => {
    cancel();
    stop?.();
  };
}

const isEmpty = (ads: OwnAds) =>
  ads.vehicles.length === 0 &&
  ads.skipped === 0 &&
  !ads.corrupt &&
  ads.published.size === 0 &&
  ads.held.size === 0;

// No ads reads as the prerendered value itself, so nothing below re-renders when the store loads.
function read(): OwnAds {
  const store = loadedOwnAdsStore();
  if (!store) return PRERENDERED_OWN_ADS;
  const ads = store.readOwnAds();
  return isEmpty(ads) ? PRERENDERED_OWN_ADS : ads;
}

const prerendered = () => PRERENDERED_OWN_ADS;

/** Every page reads the visitor's own ads through this; writes go through ./store. */
export function useOwnAds(): OwnAds {
  return useSyncExternalStore(subscribe, read, prerendered);
}
