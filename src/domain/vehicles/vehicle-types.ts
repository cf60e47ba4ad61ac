/** The categories: each has its own list page (`/browse/<type>`). */
export const vehicleTypes = [
  'scooters',
  'trail',
  'sport',
  'cruiser',
  'electric',
  'high-capacity',
  'atv-adv',
] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export function isVehicleType(value: string | undefined): value is VehicleType {
  return (vehicleTypes as readonly string[]).includes(value ?? '');
}

/**
 * Types that ads from elsewhere (older versions, imports) may carry: the spec lists them on the
 * atv-adv page, so they are kept as they are rather than dropped as invalid.
 */
export const atvAdvTypes = ['atv', 'adv', 'adventure', 'dual-sport'] as const;
export const storedVehicleTypes = [...vehicleTypes, ...atvAdvTypes] as const;
export type StoredVehicleType = (typeof storedVehicleTypes)[number];

/** The category page a vehicle's type belongs to (its back link, for example). */
export function categoryOfType(type: StoredVehicleType): VehicleType {
  return isVehicleType(type) ? type : 'atv-adv';
}

export const conditions = ['New', 'Used'] as const;
export type Condition = (typeof conditions)[number];
