import { useSyncExternalStore } from 'react';
import { readMyBike, subscribeMyBike, type MyBike } from '@/lib/my-bike';

const none = () => null;

/** The buyer's bike; none while hydrating (the server's HTML was built without it). */
export function useMyBike(): MyBike | null {
  return useSyncExternalStore(subscribeMyBike, readMyBike, none);
}
