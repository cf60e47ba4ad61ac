import { requestJson } from './api-client';

export const reportReasons = ['fraud', 'wrong_category', 'duplicate', 'sold', 'offensive'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_NOTE_MAX = 500;

/** Which API an ad's reports go to: vehicles, or parts and gear (`/items`). */
export type ReportedAds = 'vehicles' | 'items';

export async function reportVehicle(
  id: string,
  reason: ReportReason,
  note: string,
  ads: ReportedAds = 'vehicles',
): Promise<{ duplicate: boolean }> {
  const body = await requestJson(`/${ads}/${encodeURIComponent(id)}/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason, note }),
  });
  return { duplicate: (body as { duplicate?: unknown } | null)?.duplicate === true };
}
