import type { ReportReason } from '@/domain/moderation/moderation-terms';
import { reportWasRepeat } from '@/domain/moderation/report-answer';
import { requestJson } from './api-client';

export {
  REPORT_NOTE_MAX,
  reportReasons,
  type ReportReason,
} from '@/domain/moderation/moderation-terms';

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
  return { duplicate: reportWasRepeat(body) };
}
