import type { Vehicle } from './vehicle-schema';
import { isBlank } from '@/lib/text';

export function vehicleTitle(
  vehicle: Pick<Vehicle, 'title' | 'make' | 'model'>,
  untitled: string,
): string {
  if (!isBlank(vehicle.title)) return vehicle.title.trim();
  const makeModel = [vehicle.make, vehicle.model].filter((part) => !isBlank(part));
  return makeModel.length > 0 ? makeModel.join(' ').trim() : untitled;
}
