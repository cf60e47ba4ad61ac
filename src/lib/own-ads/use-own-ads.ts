import { useSyncExternalStore } from 'react';
import { PRERENDERED_OWN_ADS, readOwnAds, subscribeOwnAds, type OwnAds } from './store';

const prerendered = () => PRERENDERED_OWN_ADS;

/** Every page reads the visitor's own ads through this; writes go through ./store. */
export function useOwnAds(): OwnAds {
  return useSyncExternalStore(subscribeOwnAds, readOwnAds, prerendered);
}
