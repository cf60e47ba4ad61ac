import { useCallback, useState, useSyncExternalStore } from 'react';
import { isVehicleSaved, subscribeSavedVehicles, toggleSavedVehicle } from '@/lib/saved-vehicles';

/**
 * Whether an ad of any kind (vehicle, part or gear: one saved list of ids) is saved in this
 * browser, a toggle, and whether the last write failed. Not saved while hydrating.
 */
export function useSavedAd(id: string) {
  const saved = useSyncExternalStore(
    subscribeSavedVehicles,
    () => isVehicleSaved(id),
    () => false,
  );
  const [failed, setFailed] = useState(false);
  const toggle = useCallback(() => {
    try {
      toggleSavedVehicle(id);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [id]);
  return { saved, toggle, failed };
}
