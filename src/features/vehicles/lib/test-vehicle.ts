import { parseVehicle, type Vehicle, type VehicleInput } from '@/data/vehicle-schema';

/** A valid vehicle for tests; override any field. */
export function makeVehicle(overrides: Partial<VehicleInput> = {}): Vehicle {
  const vehicle = parseVehicle({
    id: 'v1',
    type: 'scooters',
    title: 'Honda Dio',
    make: 'Honda',
    model: 'Dio',
    year: 2020,
    price: 500000,
    mileageKm: 10000,
    engineCc: 110,
    condition: 'Used',
    location: 'Colombo',
    postedAt: '2026-11-01T10:00:00+05:30',
    phone: '0771234567',
    ...overrides,
  });
  if (!vehicle) throw new Error('invalid test vehicle');
  return vehicle;
}
