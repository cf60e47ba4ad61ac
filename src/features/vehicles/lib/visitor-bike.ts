import { useEffect, useState } from 'react';
import type { PartAd } from '@/domain/listings/item-schema';
import { STORAGE_KEYS, readRaw } from '@/lib/storage';

/** Whether a part is listed for the visitor's bike, and that bike's name ("Pulsar 150 (2018)"). */
export type BikeFit = { bike: string; fits: boolean };

/**
 * Whether this part is listed for the visitor's "My bike" (issue 45 point 4), kept in this
 * browser by the parts view (src/lib/my-bike.ts). The bike is the browser's alone, so the server's
 * HTML and the first render say nothing; the check (zod, the fitment rules and their spellings)
 * loads only in a browser that has a bike, or once one is set in another tab.
 */
export function useVisitorBikeFit(part: PartAd): BikeFit | null {
  const [fit, setFit] = useState<BikeFit | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const watch = () => {
      void import('./visitor-bike-check').then(({ watchBikeFit }) => {
        if (live) unsubscribe = watchBikeFit(part, setFit);
      });
    };
    if (readRaw(STORAGE_KEYS.myBike) !== null) {
      watch();
    } else {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEYS.myBike || event.newValue === null) return;
        window.removeEventListener('storage', onStorage);
        watch();
      };
      window.addEventListener('storage', onStorage);
      unsubscribe = () => window.removeEventListener('storage', onStorage);
    }
    return () => {
      live = false;
      unsubscribe();
    };
  }, [part]);
  return fit;
}
