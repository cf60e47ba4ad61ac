import { z } from 'zod';
import { LEASE_LIMITS, rateMethods } from '@/domain/leasing/lease-quote';
import { configureZod } from '@/domain/vehicles/configure-zod';

export { leaseSetup, type LeaseFormValues } from './lease-setup';

/** Message keys under buyer.leasing.errors. */
export type LeaseErrorKey = 'number' | 'downMin' | 'downMax' | 'months' | 'rate';

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
