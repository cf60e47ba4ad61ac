import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { SortOrder } from '@/domain/vehicles/vehicle-search';
import { sortVehicles } from '@/domain/vehicles/list-order';

/** A local ad sorting after the last loaded server ad waits for its page: no jumps. */
export function mergeListing(
  serverItems: readonly Vehicle[],
  localOnly: readonly Vehicle[],
  sort: SortOrder,
  complete: boolean,
): Vehicle[] {
  const seen = new Set(serverItems.map((vehicle) => vehicle.id));
  const extra = localOnly.filter((vehicle) => !seen.has(vehicle.id));
  if (extra.length === 0) return [...serverItems];
  const merged = sortVehicles([...serverItems, ...extra], sort);
  if (complete || serverItems.length === 0) return complete ? merged : [];
  const last = serverItems[serverItems.length - 1]!;
  return merged.slice(0, merged.indexOf(last) + 1);
}
