import { adFormDefaults } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { parseVehicle, type Vehicle, type VehicleInput } from '@/domain/vehicles/vehicle-schema';

/**
 * The one vehicle builder for tests: a minimal valid ad as the store writes it (only the
 * required fields), with `overrides` on top. Overrides may be anything, invalid values and
 * unknown fields too, for tests of what reading stored ads does with them.
 */
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

/** The same ad as the app uses it (parsed and normalised); throws if the overrides break it. */
export function buildVehicle(overrides: Partial<VehicleInput> = {}): Vehicle {
  const vehicle = parseVehicle(buildAd(overrides));
  if (!vehicle) throw new Error('invalid test vehicle');
  return vehicle;
}

/** The post form filled in with the fewest valid values (a Honda Dio, 2019, Colombo). */
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
