import type { PartAd } from '@/domain/listings/item-schema';

/** Whether a part is listed for the visitor's bike, and that bike's name ("Bajaj Pulsar 150 (2018)"). */
export type BikeFit = { bike: string; fits: boolean };

/**
 * Whether this part is listed for the visitor's "My bike" (issue 45 point 4), which the parts
 * view keeps in this browser (the 45list branch's store). HOOK: until that store is on main there
 * is no bike to read, so this says nothing and the page shows only the part's fitment. Once it is:
 * subscribe to the store here and return `{ bike: name, fits: fitsBike(part, bike) }`
 * (domain/listings/fitment.ts); `null` while no bike is set. The store must be shared code (not a
 * feature) for this feature to import it.
 */
export function useVisitorBikeFit(part: PartAd): BikeFit | null {
  void part;
  return null;
}
