import { citationForms } from './case-endings';

const UNITS: readonly [RegExp, number][] = [
  // "5kata" is Singlish 5 + -kata, not 5k.
  [/^(ks?(?![a-z])|දහස|aayiram|ayiram)/u, 1_000],
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

/** A word that only frames a price ("under", "අඩුවෙන්", "ரூபா", "rs"): no search word. */
export function isPriceWord(word: string): boolean {
  return (
    BELOW.test(word) ||
    ABOVE.test(word) ||
    /^(rs|lkr|rupees?|රු|රුපියල්|ரூ|ரூபா|ரூபாய்|than|price|mila|vilai|මිල|விலை)\.?$/u.test(word) ||
    unitOf(word) !== undefined
  );
}

export function unitOf(word: string): number | undefined {
  const latin = UNITS.find(([pattern]) => pattern.test(word));
  if (latin) return latin[1];
  const clean = word.replace(/[^\p{L}\p{M}]+$/u, '');
  for (const form of [clean, ...citationForms(clean)]) {
    const value = TAMIL_UNITS.get(form);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Numbers written as words, read only beside a price unit and only in a text with no digits:
 * Sinhala puts them after the unit with a suffix (ලක්ෂ තුනට, lakshe thunakata) or before it
 * in the attributive form (තුන් ලක්ෂයට); Tamil and English before it (மூன்று இலட்சம், three
 * lakhs). එක / eka only after the unit: "bike ekak" is "a bike". හමාර adds a half.
 */
const SINHALA_NUMBERS: readonly [RegExp, number][] = [
  [/^(එක|eka)/u, 1],
  [/^(දෙක|deka)/u, 2],
  [/^(තුන|thuna|tuna)/u, 3],
  [/^(හතර|hathara|hatara)/u, 4],
  [/^(පහ|paha)/u, 5],
  [/^(හය|haya)/u, 6],
  [/^(හත|hatha|hata)/u, 7],
  [/^(අට|ata)/u, 8],
  [/^(නවය|නමය|navaya|namaya)/u, 9],
  [/^(දහය|dahaya)/u, 10],
];
const SINHALA_SUFFIX = /^(හමාර|hamara)?(ක්|කට|කින්|කි|ට|යි|ක|k|kata|kin|ta|yi)?$/u;
const BEFORE_UNIT: ReadonlyMap<string, number> = new Map([
  ['දෙ', 2],
  ['තුන්', 3],
  ['හතර', 4],
  ['පන්', 5],
  ['හය', 6],
  ['හත්', 7],
  ['අට', 8],
  ['නව', 9],
  ['දස', 10],
  ['ஒன்று', 1],
  ['ஒரு', 1],
  ['இரண்டு', 2],
  ['ரெண்டு', 2],
  ['மூன்று', 3],
  ['நான்கு', 4],
  ['நாலு', 4],
  ['ஐந்து', 5],
  ['அஞ்சு', 5],
  ['ஆறு', 6],
  ['ஏழு', 7],
  ['எட்டு', 8],
  ['ஒன்பது', 9],
  ['பத்து', 10],
  ['onnu', 1],
  ['rendu', 2],
  ['moonu', 3],
  ['moondru', 3],
  ['naalu', 4],
  ['nalu', 4],
  ['anju', 5],
  ['ainthu', 5],
  ['aaru', 6],
  ['ezhu', 7],
  ['ettu', 8],
  ['pathu', 10],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['fifteen', 15],
  ['twenty', 20],
]);

/** තුනට → "3ට", thunakata → "3": the Sinhala suffix kept, a Latin one dropped ("3kata" is no 3k). */
function afterUnit(word: string): string | undefined {
  for (const [pattern, value] of SINHALA_NUMBERS) {
    const stem = pattern.exec(word)?.[0];
    const suffix = stem === undefined ? null : SINHALA_SUFFIX.exec(word.slice(stem.length));
    if (!suffix) continue;
    const number = suffix[1] ? value + 0.5 : value;
    return /^[a-z]/.test(word) ? String(number) : `${number}${suffix[2] ?? ''}`;
  }
  return undefined;
}

function spellNumbers(text: string): string {
  if (/\d/.test(text)) return text;
  const words = text.split(' ');
  const isUnit = (word: string | undefined) => word !== undefined && unitOf(word) !== undefined;
  return words
    .map((word, i) => {
      const before = isUnit(words[i + 1]) ? BEFORE_UNIT.get(word) : undefined;
      if (before !== undefined) return String(before);
      return (isUnit(words[i - 1]) && afterUnit(word)) || word;
    })
    .join(' ');
}

/** A limit word two before or three after the number makes it a minimum; else a maximum. */
export function findPrice(typed: string): { priceMin: number | null; priceMax: number | null } {
  const text = spellNumbers(typed);
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
