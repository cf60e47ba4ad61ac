import { z } from 'zod';
import type { LoanToValueRules } from './loan-to-value';
import { configureZod } from '../vehicles/configure-zod';

function buildSchema() {
  // First: zod probes eval when an object schema is built, which the CSP reports.
  configureZod();
  const share = z.number().finite().min(0).max(1);
  const rate = z.number().finite().min(0).max(60);
  return z.strictObject({
    asOf: z.iso.date(),
    source: z.string().trim().min(1).max(200),
    caps: z.strictObject({ other: share, commercial: share }),
    defaultRates: z.strictObject({ other: rate, commercial: rate }),
  });
}
let schema: ReturnType<typeof buildSchema> | undefined;

/** Rules as moderators send them and as the database keeps them (checked both ways). */
export const getLoanToValueRulesSchema = () => (schema ??= buildSchema());

export function parseLoanToValueRules(value: unknown): LoanToValueRules | null {
  const result = getLoanToValueRulesSchema().safeParse(value);
  return result.success ? result.data : null;
}
