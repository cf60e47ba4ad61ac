import { unitOf } from './find-price';

/**
 * A model year in a request ("yamaha fz 2019 galle"): a whole 1960–2049 number that is no
 * amount (no "Rs" before it, no "cc", "km" or price unit after it).
 */
const YEAR = /(?<![\d.,])(19[6-9]\d|20[0-4]\d)(?![\d.,])/gu;
const NOT_A_YEAR_AFTER = /^\s*(cc|km|kmph|kg|k\b|කි|கி)/u;
const MONEY_BEFORE = /(rs|රු|ரூ|lkr)\.?\s*$/u;

export function findYear(text: string): number | null {
  for (const match of text.matchAll(YEAR)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    if (MONEY_BEFORE.test(before) || NOT_A_YEAR_AFTER.test(after)) continue;
    const next = after.trim().split(/\s+/)[0] ?? '';
    if (next && unitOf(next) !== undefined) continue; // "2000 lakhs" is money
    return Number(match[1]);
  }
  return null;
}
