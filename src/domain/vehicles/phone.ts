/**
 * Sri Lankan phone numbers: 07X XXX XXXX (mobile), 0XX XXX XXXX (landline) or the same nine
 * digits after +94, 94 or 0094. Spaces, dashes and brackets are allowed as separators.
 */
const SEPARATORS = /[\s\-().]/g;
const LOCAL = /^0([1-9]\d{8})$/;
// `+94 071…` and `+94 (0)71…` (the trunk 0 kept after the country code) are common too.
const INTERNATIONAL = /^(?:\+94|0094|94)0?([1-9]\d{8})$/;

/** The nine national digits (without the leading 0), or null when it is not a Sri Lankan number. */
function nationalDigits(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match?.[1] ?? null;
}

export function isSriLankanPhone(value: string): boolean {
  return nationalDigits(value) !== null;
}

/** `+94 71-234 5678` → `071 234 5678`. Returns null for anything that is not a Sri Lankan number. */
export function normaliseSriLankanPhone(value: string): string | null {
  const digits = nationalDigits(value);
  if (!digits) return null;
  return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
