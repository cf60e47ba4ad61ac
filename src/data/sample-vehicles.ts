import { parseVehicleFast } from '@/domain/vehicles/vehicle-fast-parse';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { atvAdvRows } from './sample-vehicles/atv-adv';
import { builtInRows } from './sample-vehicles/built-in';
import { cruiserRows } from './sample-vehicles/cruiser';
import { electricRows } from './sample-vehicles/electric';
import { highCapacityRows } from './sample-vehicles/high-capacity';
import { toInput, type SampleRow } from './sample-vehicles/sample-row';
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

function parseSamples(list: SampleRow[]): Vehicle[] {
  return list.map((row) => {
    // sample-vehicles.test.ts checks them with the full schema; the app needs only the fast path.
    const vehicle = parseVehicleFast(toInput(row));
    if (!vehicle) throw new Error(`Invalid sample vehicle: ${row.id}`);
    return vehicle;
  });
}

let sampleVehicles: Vehicle[] | undefined;

/** Parsed on first use, then the same array: the list's search caches are keyed by vehicle. */
export function getSampleVehicles(): Vehicle[] {
  return (sampleVehicles ??= parseSamples([...builtInRows, ...rows]));
}

export const FEATURED_VEHICLE_IDS = [
  'honda-dio-2022-colombo',
  'yamaha-fz-v3-2022-colombo',
  'royal-enfield-classic-350-2023-colombo',
  'yadea-g5-2024-colombo',
] as const;

export { mergeVehicles } from './merge-vehicles';
