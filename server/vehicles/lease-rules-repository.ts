import { parseLoanToValueRules } from '@/domain/leasing/lease-rules-schema';
import { LOAN_TO_VALUE_RULES, type LoanToValueRules } from '@/domain/leasing/loan-to-value';
import type { Queryable } from '../db/db';

/** Kept in memory until this instance changes them; `forget` is for another instance's change. */
export function createLeaseRulesRepository(db: Queryable) {
  let current: Promise<LoanToValueRules> | null = null;

  async function read(): Promise<LoanToValueRules> {
    const [row] = await db.query<{ rules: unknown }>('SELECT rules FROM lease_rules WHERE id = 1');
    return (row && parseLoanToValueRules(row.rules)) ?? LOAN_TO_VALUE_RULES;
  }

  return {
    async seed(): Promise<void> {
      await db.query('INSERT INTO lease_rules (rules) VALUES ($1::jsonb) ON CONFLICT DO NOTHING', [
        JSON.stringify(LOAN_TO_VALUE_RULES),
      ]);
    },
    get(): Promise<LoanToValueRules> {
      current ??= read().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    },
    async set(rules: LoanToValueRules, moderator: string): Promise<void> {
      await db.query(
        `INSERT INTO lease_rules (id, rules, updated_by, updated_at) VALUES (1, $1::jsonb, $2, now())
         ON CONFLICT (id) DO UPDATE SET rules = $1::jsonb, updated_by = $2, updated_at = now()`,
        [JSON.stringify(rules), moderator],
      );
      current = Promise.resolve(rules);
    },
    forget(): void {
      current = null;
    },
  };
}

export type LeaseRulesRepository = ReturnType<typeof createLeaseRulesRepository>;
