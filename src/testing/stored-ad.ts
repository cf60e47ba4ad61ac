import type { VehicleInput } from '@/data/vehicle-schema';

/** A small valid ad as the store writes it, with `extra` fields overriding (for tests). */
export const storedAd = (id: string, extra: object = {}): VehicleInput =>
  ({
    id,
    type: 'scooters',
    title: `Ad ${id}`,
    make: 'Honda',
    model: 'Dio',
    year: 2020,
    price: 400000,
    condition: 'Used',
    location: 'Galle',
    postedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) as VehicleInput;
