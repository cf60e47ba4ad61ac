import { formatNumber } from '@/i18n/format';

type Labels = { dash: string; km: (n: string) => string; cc: (n: string) => string };

/** `12,000 km`, or the dash when unknown. */
export function formatMileage(value: number | null, labels: Labels): string {
  return value === null ? labels.dash : labels.km(formatNumber(value));
}

/** `150 cc`, or the dash when unknown. */
export function formatEngine(value: number | null, labels: Labels): string {
  return value === null ? labels.dash : labels.cc(formatNumber(value));
}

/** Any text value, or the dash when it is missing or blank (never `null`). */
export function orDash(value: string | number | null | undefined, dash: string): string {
  if (value === null || value === undefined) return dash;
  const text = String(value).trim();
  return text === '' ? dash : text;
}
