import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import { adminSchemas } from './admin-schemas';
import { requestJson } from './api-client';
import { readResponse } from './read-response';

/** The leasing calculator's caps and rates in force (moderators only). */
export async function fetchLeaseRules(): Promise<LoanToValueRules> {
  return readResponse(adminSchemas().leaseRules, await requestJson('/admin/lease-rules'));
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
  return readResponse(adminSchemas().leaseRules, await requestJson('/admin/lease-rules', init));
}
