import { foldText } from '@/domain/search/search-key';

/** Everything between letters dropped: "ADVANCE-payment" and "advancepayment" meet; joiners too. */
export function phraseKey(text: string): string {
  return foldText(text)
    .replace(/[\u200C\u200D]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** Shorter keys would match inside ordinary words. */
export const PHRASE_MIN_KEY = 4;

export function findScamPhrase(texts: readonly string[], phrases: readonly string[]) {
  const haystack = texts.map(phraseKey).join('\n');
  for (const phrase of phrases) {
    const key = phraseKey(phrase);
    if (key.length >= PHRASE_MIN_KEY && haystack.includes(key)) return phrase;
  }
  return null;
}
