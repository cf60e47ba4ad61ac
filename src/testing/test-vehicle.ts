import { adFormDefaults } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { parseVehicle, type Vehicle, type VehicleInput } from '@/domain/vehicles/vehicle-schema';

/** Overrides may be invalid or unknown fields too, for tests of reading stored ads. */
export function buildAd(overrides: object = {}): VehicleInput {
  return {
    id: 'ad-1',
    type: 'scooters',
    title: 'Honda Dio',
    make: 'Honda',
    model: 'Dio',
    year: 2020,
    price: 500000,
    condition: 'Used',
    location: 'Colombo',
    postedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as VehicleInput;
}

export function buildVehicle(overrides: Partial<VehicleInput> = {}): Vehicle {
  const vehicle = parseVehicle(buildAd(overrides));
  if (!vehicle) throw new Error('invalid test vehicle');
  return vehicle;
}

export function buildAdForm(overrides: Partial<PostAdFormValues> = {}): PostAdFormValues {
  return {
    ...adFormDefaults,
    make: 'Honda',
    model: 'Dio',
    year: '2019',
    location: 'Colombo',
    phone: '0712345678',
    ...overrides,
  };
}
