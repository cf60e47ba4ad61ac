import { useCallback, useState, useSyncExternalStore } from 'react';
import { isVehicleSaved, subscribeSavedVehicles, toggleSavedVehicle } from '@/lib/saved-vehicles';

/** Whether this vehicle is in the saved list, a toggle, and whether the last write failed. */
export function useSavedVehicle(id: string) {
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
