import type { RateMethod } from '@/domain/leasing/lease-quote';
import {
  LOAN_TO_VALUE_RULES,
  minimumDownPayment,
  vehicleKindOf,
  type LoanToValueRules,
} from '@/domain/leasing/loan-to-value';
import type { StoredVehicleType } from '@/domain/vehicles/vehicle-types';

// Without zod: the ad page paints the calculator's defaults before the live form loads.

/** The calculator's fields as typed (text, so a wrong entry can be refused with a message). */
export type LeaseFormValues = {
  downPayment: string;
  months: string;
  yearlyRate: string;
  method: RateMethod;
};

/** What the calculator starts from for an ad: the rules' cap and default rate for its kind. */
export function leaseSetup(
  price: number,
  type: StoredVehicleType,
  rules: LoanToValueRules = LOAN_TO_VALUE_RULES,
) {
  const kind = vehicleKindOf(type);
  const cap = rules.caps[kind];
  const minDown = minimumDownPayment(price, cap);
  const defaults: LeaseFormValues = {
    downPayment: String(minDown),
    months: '36',
    yearlyRate: String(rules.defaultRates[kind]),
    method: 'reducing',
  };
  return { price, cap, minDown, rules, defaults };
}
