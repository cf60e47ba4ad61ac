/**
 * Number and date formatting shared by every feature. Numbers always use en-LK grouping with
 * Western digits (Debian's Chromium lacks si-LK data; Node has it), and currency labels come
 * from the text catalogue, so Node tests and the browser agree.
 */
let bigNumberFormat: Intl.NumberFormat | undefined;

/**
 * `1,250,000`: en-LK grouping (thousands, Western digits), no decimals. Written out because
 * setting up an Intl.NumberFormat costs a phone ~25 ms at start-up; Intl is only used for
 * numbers too large to print exactly, which no ad has.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) {
    bigNumberFormat ??= new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
    return bigNumberFormat.format(rounded);
  }
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/**
 * `Rs: 1,250,000` for vehicles (currency label `common.currency.vehicle`); null gives the
 * Negotiable label.
 */
export function formatVehiclePrice(
  price: number | null,
  labels: { currency: string; negotiable: string },
): string {
  return price === null ? labels.negotiable : `${labels.currency} ${formatNumber(price)}`;
}

/** `Rs. 4,500` for spare parts and gear (currency label `common.currency.item`). */
export function formatItemPrice(price: number, currency: string): string {
  return `${currency} ${formatNumber(price)}`;
}

/** YYYY-MM-DD from an ISO timestamp, or null when the timestamp is not a valid date. */
export function formatPostedDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
