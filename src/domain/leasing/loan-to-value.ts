import type { StoredVehicleType } from '../vehicles/vehicle-types';

/** How the Central Bank's directions class a vehicle for the loan-to-value cap. */
export const vehicleKinds = ['other', 'commercial'] as const;
export type VehicleKind = (typeof vehicleKinds)[number];

/** The caps in force, with when they started and where they come from. */
export type LoanToValueRules = {
  asOf: string;
  source: string;
  /** Per kind: the largest share of the market value a lender may finance (0–1). */
  caps: Record<VehicleKind, number>;
  defaultRates: Record<VehicleKind, number>;
};

/** As reported: motorcycles are "other vehicles" (50%); default rates are only a starting point. */
export const LOAN_TO_VALUE_RULES: LoanToValueRules = {
  asOf: '2025-11-08',
  source: 'Central Bank of Sri Lanka, Directions No. 03 of 2025',
  caps: { other: 0.5, commercial: 0.7 },
  defaultRates: { other: 14, commercial: 13 },
};

/** Every kind of bike we list is an "other vehicle": none is a commercial vehicle. */
export function vehicleKindOf(_type: StoredVehicleType): VehicleKind {
  return 'other';
}

export function minimumDownPayment(price: number, cap: number): number {
  const share = Math.min(1, Math.max(0, cap));
  return Math.ceil(price * (1 - share) - 1e-6);
}
