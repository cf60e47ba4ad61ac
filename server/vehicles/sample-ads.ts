import { getSampleVehicles } from '@/data/sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

let sampleIds: ReadonlySet<string> | undefined;

/** The demo's sample ads keep their ids when the server seeds them (./seed.ts): their phone is an example. */
export function markSample(vehicle: Vehicle): Vehicle {
  sampleIds ??= new Set(getSampleVehicles().map((sample) => sample.id));
  return sampleIds.has(vehicle.id) ? { ...vehicle, sample: true } : vehicle;
}
