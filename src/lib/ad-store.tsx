import {
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { STORAGE_KEYS } from './storage';
import {
  addUserVehicle,
  clearUserVehicles,
  readUserVehicles,
  removeUserVehicle,
  subscribeToRepairs,
  updateUserVehicle,
  type UserVehiclesRead,
} from './user-vehicles';

export type AdStore = UserVehiclesRead & {
  addVehicle: (vehicle: VehicleInput) => void;
  updateVehicle: (id: string, patch: Partial<VehicleInput>) => void;
  removeVehicle: (id: string) => void;
  clearVehicles: () => void;
};

const AdStoreContext = createContext<AdStore | null>(null);

function createSnapshotSource() {
  let snapshot: UserVehiclesRead | null = null;
  const listeners = new Set<() => void>();
  let stopRepairs: (() => void) | undefined;
  const invalidate = () => {
    snapshot = null;
    listeners.forEach((listener) => listener());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userVehicles) invalidate();
  };
  return {
    invalidate,
    getSnapshot: () => (snapshot ??= readUserVehicles()),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        window.addEventListener('storage', onStorage);
        stopRepairs = subscribeToRepairs(invalidate);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.removeEventListener('storage', onStorage);
          stopRepairs?.();
        }
      };
    },
  };
}

/** The prerendered pages have none of the visitor's own ads (see src/app/start.tsx). */
const PRERENDERED_READ: UserVehiclesRead = { vehicles: [], skipped: 0, corrupt: false };
const getPrerenderedSnapshot = () => PRERENDERED_READ;

let source: ReturnType<typeof createSnapshotSource> | null = null;
function getSource() {
  return (source ??= createSnapshotSource());
}

export function AdStoreProvider({ children }: { children: ReactNode }) {
  const { subscribe, getSnapshot, invalidate } = getSource();
  const state = useSyncExternalStore(subscribe, getSnapshot, getPrerenderedSnapshot);

  const run = useCallback(
    (action: () => void) => {
      try {
        action();
      } finally {
        invalidate();
      }
    },
    [invalidate],
  );

  const value = useMemo<AdStore>(
    () => ({
      ...state,
      addVehicle: (vehicle) => run(() => addUserVehicle(vehicle)),
      updateVehicle: (id, patch) => run(() => updateUserVehicle(id, patch)),
      removeVehicle: (id) => run(() => removeUserVehicle(id)),
      clearVehicles: () => run(clearUserVehicles),
    }),
    [state, run],
  );

  return <AdStoreContext value={value}>{children}</AdStoreContext>;
}

export function useAdStore(): AdStore {
  const store = use(AdStoreContext);
  if (!store) throw new Error('useAdStore must be used inside <AdStoreProvider>');
  return store;
}

export function resetAdStoreCache(): void {
  source?.invalidate();
}
