/**
 * Text as search compares it: NFC, lower case, single spaces, zero-width joiners dropped (ශ්‍රී
 * and ශ්රී are one word to a searcher; stored text keeps them), and Latin spellings folded so
 * Singlish and English variants meet: doubled letters (aa, ll, tt) count once, aspirates (th,
 * dh, ph, kh, bh, gh, ch, jh) as the plain letter, and w as v.
 */
export function searchKey(text: string): string {
  // Printable ASCII is already NFC (and most ads are).
  return (/^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFC'))
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, '')
    .replace(/([kgcjtdpb])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/([a-z])\1/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Folded like filter-vehicles.ts has always folded: NFC, trimmed, lower case. */
export function foldText(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

/**
 * Whether `a` and `b` are at most one edit apart (a letter added, dropped, changed, or two
 * neighbours swapped: optimal-string-alignment distance ≤ 1), in one pass.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (diff === 1) return sameFrom(a, i + 1, b, i);
  if (diff === -1) return sameFrom(a, i, b, i + 1);
  if (sameFrom(a, i + 1, b, i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, b, i + 2);
}

/** Whether `a` from `ai` on equals `b` from `bi` on (no substrings made: this runs per ad). */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  for (; ai < a.length; ai += 1, bi += 1) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** Words this short are matched exactly: one edit would make them match too much ("hero"). */
export const FUZZY_MIN_LENGTH = 5;
