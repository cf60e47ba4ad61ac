import { z } from 'zod';
import { LEASE_LIMITS, rateMethods, type RateMethod } from '@/domain/leasing/lease-quote';
import {
  LOAN_TO_VALUE_RULES,
  minimumDownPayment,
  vehicleKindOf,
  type LoanToValueRules,
} from '@/domain/leasing/loan-to-value';
import type { StoredVehicleType } from '@/domain/vehicles/vehicle-types';
import { configureZod } from '@/domain/vehicles/configure-zod';

/** The calculator's fields as typed (text, so a wrong entry can be refused with a message). */
export type LeaseFormValues = {
  downPayment: string;
  months: string;
  yearlyRate: string;
  method: RateMethod;
};

/** Message keys under buyer.leasing.errors. */
export type LeaseErrorKey = 'number' | 'downMin' | 'downMax' | 'months' | 'rate';

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

/** Figures as people type them: "450,000" and " 450000 " alike; a sign is read, so -5 is low. */
const figure = z
  .string()
  .transform((text) => text.replace(/[,\s]/g, ''))
  .refine((text) => /^-?\d{1,15}(\.\d{1,2})?$/.test(text), 'number')
  .transform(Number);

/** The calculator's schema for one price and least down payment; messages are LeaseErrorKeys. */
export function leaseFormSchema(price: number, minDown: number) {
  configureZod();
  return z.object({
    downPayment: figure
      .refine((value) => value >= minDown, 'downMin')
      .refine((value) => value <= price, 'downMax'),
    months: figure.refine(
      (value) =>
        Number.isInteger(value) &&
        value >= LEASE_LIMITS.minMonths &&
        value <= LEASE_LIMITS.maxMonths,
      'months',
    ),
    yearlyRate: figure.refine((value) => value >= 0 && value <= LEASE_LIMITS.maxYearlyRate, 'rate'),
    method: z.enum(rateMethods),
  });
}

export type LeaseFormOutput = z.output<ReturnType<typeof leaseFormSchema>>;
