import { useMemo } from 'react';
import { mergeVehicles } from '@/data/merge-vehicles';
import { useLoadedSamples } from '@/data/sample-store';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';

/** The sample ads (static host) and this browser's own, as lists show them. */
export function useVehicles(): Vehicle[] {
  const { vehicles } = useOwnAds();
  const samples = useLoadedSamples();
  return useMemo(() => mergeVehicles(samples, vehicles), [samples, vehicles]);
}
