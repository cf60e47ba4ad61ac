import { useMemo } from 'react';
import { mergeVehicles, getSampleVehicles } from '@/data/sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useAdStore } from '@/lib/ad-store';

/** Sample listings followed by this browser's own ads (SPEC §3); updates when another tab posts. */
export function useVehicles(): Vehicle[] {
  const { vehicles } = useAdStore();
  return useMemo(() => mergeVehicles(getSampleVehicles(), vehicles), [vehicles]);
}

/** One vehicle by id from the merged list, or null when unknown. */
export function useVehicle(id: string): Vehicle | null {
  const vehicles = useVehicles();
  return useMemo(() => vehicles.find((vehicle) => vehicle.id === id) ?? null, [vehicles, id]);
}
