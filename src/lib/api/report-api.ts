import { requestJson } from './api-client';

/** The reasons a visitor may report an ad for (the server's list). */
export const reportReasons = ['fraud', 'wrong_category', 'duplicate', 'sold', 'offensive'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The longest note a report may carry (characters). */
export const REPORT_NOTE_MAX = 500;

/**
 * Reports ad `id` to the moderators. Resolves with whether this address had already reported
 * it; fails with an ApiError (`not_found`, `rate_limited`, `network`, …).
 */
export async function reportVehicle(
  id: string,
  reason: ReportReason,
  note: string,
): Promise<{ duplicate: boolean }> {
  const body = await requestJson(`/vehicles/${encodeURIComponent(id)}/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason, note }),
  });
  return { duplicate: (body as { duplicate?: unknown } | null)?.duplicate === true };
}
