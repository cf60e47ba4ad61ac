import { useSyncExternalStore } from 'react';
import { getSavedVehicleIdsSnapshot, subscribeSavedVehicles } from '@/lib/saved-vehicles';

const NONE: readonly string[] = [];
const prerendered = () => NONE;

/**
 * The saved ad ids, newest first; updates on Save and Remove here and in other tabs. None while
 * React hydrates the prerendered HTML (which was built without any).
 */
export function useSavedVehicleIds(): readonly string[] {
  return useSyncExternalStore(subscribeSavedVehicles, getSavedVehicleIdsSnapshot, prerendered);
}
