import { interpolate } from '@/i18n/interpolate';

export type ChatTimeLabels = { am: string; pm: string; pattern: string };

/** `10:42 AM` (or the Sinhala `පෙ.ව. 10:42`) in the visitor's local time. */
export function formatChatTime(timestamp: number, labels: ChatTimeLabels): string {
  const date = new Date(timestamp);
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')}`;
  return interpolate(labels.pattern, { time, period: hours < 12 ? labels.am : labels.pm });
}
