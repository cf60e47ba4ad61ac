/**
 * Blank: nothing but white space and invisible characters (zero-width space, joiners, word
 * joiner, BOM). `trim()` keeps the invisible ones, so a field or message holding only those
 * would pass as filled in and show as nothing. Joiners inside Sinhala words are untouched: a word
 * has visible letters.
 */
export function isBlank(text: string): boolean {
  return !/[^\s\u200b-\u200d\u2060\ufeff]/.test(text);
}
