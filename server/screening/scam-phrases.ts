import { foldText } from '@/domain/search/search-key';

/**
 * Text as phrases are matched: the domain's folding, then joiners and everything between
 * letters dropped, so "ADVANCE-payment", "advance  payment" and "advancepayment" meet, and
 * Sinhala typed with or without its zero-width joiners too.
 */
export function phraseKey(text: string): string {
  return foldText(text)
    .replace(/[\u200C\u200D]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** Shorter keys would match inside ordinary words. */
export const PHRASE_MIN_KEY = 4;

/** The first phrase (as the moderators wrote it) found in any of the texts, or null. */
export function findScamPhrase(texts: readonly string[], phrases: readonly string[]) {
  const haystack = texts.map(phraseKey).join('\n');
  for (const phrase of phrases) {
    const key = phraseKey(phrase);
    if (key.length >= PHRASE_MIN_KEY && haystack.includes(key)) return phrase;
  }
  return null;
}
