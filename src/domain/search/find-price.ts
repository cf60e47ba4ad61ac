import { citationForms } from './case-endings';

const UNITS: readonly [RegExp, number][] = [
  [/^(k|ks|දහස|aayiram|ayiram)/u, 1_000],
  [/^(lakhs?|laks?|lacs?|lks?|lakshs?|latch|lats|ලක්ෂ|ලක්ෂය)/u, 100_000],
  [/^(mn|million|mil|මිලියන)/u, 1_000_000],
];

/** Case forms are read through `citationForms`; இலட்சம் is the Sri Lankan spelling. */
const TAMIL_UNITS: ReadonlyMap<string, number> = new Map([
  ['ஆயிரம்', 1_000],
  ['இலட்சம்', 100_000],
  ['லட்சம்', 100_000],
  ['இலட்ச', 100_000],
  ['லட்ச', 100_000],
  ['மில்லியன்', 1_000_000],
]);

/** "discover" holds no "over": limit words match whole. */
const BELOW =
  /(under|below|less|max|upto|up to|within|budget|cheaper|අඩු|යටතේ|ඇතුළත|ඇතුලත|දක්වා|නොවැඩි|adu|yatathe|athulatha|குறைவ|குறைந்த|கீழ்|கீழே|க்குள்|ற்குள்|உட்பட்|வரை|kuraiv|keezh|kkul|\bkul|\bvarai)/u;
const ABOVE =
  /(\bover\b|\babove\b|more than|\bmin\b|\bfrom\b|වැඩි|ඉහළ|උඩ|vadi|wadi|மேல்|மேற்பட்|அதிக|கூடுதல்|\bmel\b|\bmela|athigam|adhigam)/u;
const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*/gu;

function unitOf(word: string): number | undefined {
  const latin = UNITS.find(([pattern]) => pattern.test(word));
  if (latin) return latin[1];
  const clean = word.replace(/[^\p{L}\p{M}]+$/u, '');
  for (const form of [clean, ...citationForms(clean)]) {
    const value = TAMIL_UNITS.get(form);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A limit word two before or three after the number makes it a minimum; else a maximum. */
export function findPrice(text: string): { priceMin: number | null; priceMax: number | null } {
  for (const match of text.matchAll(NUMBER)) {
    const digits = match[1]!;
    if (/^0\d{8,}/.test(digits.replace(/,/g, ''))) continue; // a phone number
    const after = text.slice(match.index + match[0].length);
    const before = text.slice(0, match.index);
    const beforeWords = before.trim().split(/\s+/).slice(-2);
    const afterWords = after.split(/\s+/).slice(0, 3);
    let value = Number(digits.replace(/,/g, ''));
    const unit = unitOf(afterWords[0] ?? '') ?? unitOf(beforeWords.at(-1) ?? '');
    if (unit) value *= unit;
    else if (value < 10_000 && !/(rs|රු|ரூ|lkr)\.?\s*$/u.test(before)) continue; // a year, cc
    value = Math.round(value);
    if (!Number.isFinite(value) || value <= 0 || value > 100_000_000) continue;
    const near = `${beforeWords.join(' ')} ${afterWords.join(' ')}`;
    return ABOVE.test(near) && !BELOW.test(near)
      ? { priceMin: value, priceMax: null }
      : { priceMin: null, priceMax: value };
  }
  return { priceMin: null, priceMax: null };
}
