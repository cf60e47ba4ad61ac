import type { MyBike } from '@/domain/listings/fitment';

/**
 * The visitor's "My bike" (issue 45 point 4), which the parts view's store keeps in this browser
 * (features/my-bike, from the 45list branch). HOOK: until that store is on main this reads
 * nothing, and the page says nothing about the visitor's bike; once it is, return its bike here
 * (a hook that subscribes to the store) and the fitment card shows "Listed for your …".
 */
export function useVisitorBike(): MyBike | null {
  return null;
}
