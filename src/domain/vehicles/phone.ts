const SEPARATORS = /[\s\-().]/g;
const LOCAL = /^0([1-9]\d{8})$/;
// `+94 071…` and `+94 (0)71…` (the trunk 0 kept after the country code) are common too.
const INTERNATIONAL = /^(?:\+94|0094|94)0?([1-9]\d{8})$/;

function nationalDigits(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match?.[1] ?? null;
}

export function isSriLankanPhone(value: string): boolean {
  return nationalDigits(value) !== null;
}

export function normaliseSriLankanPhone(value: string): string | null {
  const digits = nationalDigits(value);
  if (!digits) return null;
  return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
