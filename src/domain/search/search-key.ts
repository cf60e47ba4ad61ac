/** Joiners dropped (ශ්‍රී = ශ්රී) and Latin spellings folded so Singlish and English meet. */
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

export function foldText(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

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

/** No substrings made: this runs per ad. */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  for (; ai < a.length; ai += 1, bi += 1) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** One edit would make these match too much ("hero"). */
export const FUZZY_MIN_LENGTH = 5;
