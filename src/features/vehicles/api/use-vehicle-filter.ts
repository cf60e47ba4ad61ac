import { use, useMemo } from 'react';
import { hasFilters } from '@/domain/vehicles/list-order';
import type * as FilterVehicles from '@/domain/vehicles/filter-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { VehicleFilters } from '@/domain/vehicles/vehicle-search';
import { loadChunk } from '@/lib/load-chunk';

type FilterModule = typeof FilterVehicles;

// The search code (aliases, towns, spellings) is its own chunk: a list without filters shows
// without it. It loads while the list is idle, before an Apply, or before a filtered URL renders.
let loaded: FilterModule | null = null;
let loading: Promise<FilterModule> | null = null;

export function loadVehicleFilter(): Promise<FilterModule> {
  loading ??= loadChunk(() => import('@/domain/vehicles/filter-vehicles')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The filter's code when it is here already, else null. */
export function loadedVehicleFilter(): FilterModule | null {
  return loaded;
}

const unfiltered = (vehicles: readonly Vehicle[]) => [...vehicles];

/** The list's filter for `filters` (the same function while they are the same). */
export function useVehicleFilter(
  filters: VehicleFilters,
): (vehicles: readonly Vehicle[]) => Vehicle[] {
  // Suspends only for a filtered URL opened before the chunk is here (navigations: a transition).
  const module = hasFilters(filters) ? (loaded ?? use(loadVehicleFilter())) : null;
  return useMemo(
    () =>
      module
        ? (vehicles: readonly Vehicle[]) => module.filterVehicles(vehicles, filters)
        : unfiltered,
    [module, filters],
  );
}

/** The browse route's preload: a filtered URL renders with the filter's code already here. */
export function preloadVehicleFilter(filters: VehicleFilters): Promise<unknown> {
  return hasFilters(filters) ? loadVehicleFilter() : Promise.resolve();
}
