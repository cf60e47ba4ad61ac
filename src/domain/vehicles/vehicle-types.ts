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

/** Kept as they are, not dropped: the atv-adv page lists them. */
export const atvAdvTypes = ['atv', 'adv', 'adventure', 'dual-sport'] as const;
export const storedVehicleTypes = [...vehicleTypes, ...atvAdvTypes] as const;
export type StoredVehicleType = (typeof storedVehicleTypes)[number];

export function categoryOfType(type: StoredVehicleType): VehicleType {
  return isVehicleType(type) ? type : 'atv-adv';
}

export const conditions = ['New', 'Used'] as const;
export type Condition = (typeof conditions)[number];
