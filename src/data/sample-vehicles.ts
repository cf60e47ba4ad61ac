import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { atvAdvRows } from './sample-vehicles/atv-adv';
import { builtInRows } from './sample-vehicles/built-in';
import { cruiserRows } from './sample-vehicles/cruiser';
import { electricRows } from './sample-vehicles/electric';
import { highCapacityRows } from './sample-vehicles/high-capacity';
import { toVehicle, type SampleRow } from './sample-vehicles/sample-row';
import { scooterRows } from './sample-vehicles/scooters';
import { sportRows } from './sample-vehicles/sport';
import { trailRows } from './sample-vehicles/trail';

/** The ads by category, in the order they are listed. */
const rows: SampleRow[] = [
  ...scooterRows,
  ...trailRows,
  ...sportRows,
  ...cruiserRows,
  ...electricRows,
  ...highCapacityRows,
  ...atvAdvRows,
];

function toVehicles(list: SampleRow[]): Vehicle[] {
  // Checked with the vehicle schema by sample-vehicles.test.ts: no parser on the home page.
  return list.map(toVehicle);
}

let sampleVehicles: Vehicle[] | undefined;

/** Built on first use, then the same array: the list's search caches are keyed by vehicle. */
export function getSampleVehicles(): Vehicle[] {
  return (sampleVehicles ??= toVehicles([...builtInRows, ...rows]));
}

export const FEATURED_VEHICLE_IDS = [
  'honda-dio-2022-colombo',
  'yamaha-fz-v3-2022-colombo',
  'royal-enfield-classic-350-2023-colombo',
  'yadea-g5-2024-colombo',
] as const;

export { mergeVehicles } from './merge-vehicles';
