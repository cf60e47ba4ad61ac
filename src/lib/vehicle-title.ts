import type { Vehicle } from '@/data/vehicle-schema';

/**
 * The title shown for an ad: its own, else make and model, else `untitled` (SPEC §5's
 * `Untitled Vehicle`, in the reader's language). Cards and the detail page both use it.
 */
export function vehicleTitle(
  vehicle: Pick<Vehicle, 'title' | 'make' | 'model'>,
  untitled: string,
): string {
  return vehicle.title.trim() || `${vehicle.make} ${vehicle.model}`.trim() || untitled;
}
