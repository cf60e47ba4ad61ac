import { useSyncExternalStore } from 'react';
import { getSavedVehicleIdsSnapshot, subscribeSavedVehicles } from '@/lib/saved-vehicles';

const NONE: readonly string[] = [];
const prerendered = () => NONE;

/** None while hydrating: the prerendered HTML was built without any. */
export function useSavedVehicleIds(): readonly string[] {
  return useSyncExternalStore(subscribeSavedVehicles, getSavedVehicleIdsSnapshot, prerendered);
}
