import type { Vehicle } from './vehicle-schema';
import { isBlank } from '@/lib/text';

/**
 * The title shown for an ad: its own, else make and model, else `untitled` (the spec's
 * `Untitled Vehicle`, in the reader's language). Cards and the detail page both use it.
 */
export function vehicleTitle(
  vehicle: Pick<Vehicle, 'title' | 'make' | 'model'>,
  untitled: string,
): string {
  if (!isBlank(vehicle.title)) return vehicle.title.trim();
  const makeModel = [vehicle.make, vehicle.model].filter((part) => !isBlank(part));
  return makeModel.length > 0 ? makeModel.join(' ').trim() : untitled;
}
