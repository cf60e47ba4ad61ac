import { parseLoanToValueRules } from '@/domain/leasing/lease-rules-schema';
import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import { ApiError, requestJson } from './api-client';

function readRules(body: unknown): LoanToValueRules {
  const rules = parseLoanToValueRules(body);
  if (!rules) throw new ApiError(200, 'bad_response', 'Not leasing rules');
  return rules;
}

/** The leasing calculator's caps and rates in force (moderators only). */
export async function fetchLeaseRules(): Promise<LoanToValueRules> {
  return readRules(await requestJson('/admin/lease-rules'));
}

/** Replaces them; resolves with what the server kept. */
export async function saveLeaseRules(
  csrfToken: string,
  rules: LoanToValueRules,
): Promise<LoanToValueRules> {
  const init: RequestInit = {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify(rules),
  };
  return readRules(await requestJson('/admin/lease-rules', init));
}
