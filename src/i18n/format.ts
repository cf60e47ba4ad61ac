// en-LK grouping for every language: Debian's Chromium lacks si-LK data and Node has it.
let bigNumberFormat: Intl.NumberFormat | undefined;

/** By hand: setting up an Intl.NumberFormat costs a phone ~25 ms at start-up. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) {
    bigNumberFormat ??= new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
    return bigNumberFormat.format(rounded);
  }
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

export function formatVehiclePrice(
  price: number | null,
  labels: { currency: string; negotiable: string },
): string {
  return price === null ? labels.negotiable : `${labels.currency} ${formatNumber(price)}`;
}

export function formatItemPrice(price: number, currency: string): string {
  return `${currency} ${formatNumber(price)}`;
}

export function formatPostedDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
