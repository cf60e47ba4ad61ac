/**
 * A scam phrase as moderators type it: 4 to 80 characters once trimmed. Apart from the zod
 * schema (phrase-hold.ts) so the admin page checks it without loading zod.
 */
export const PHRASE_LIMITS = { min: 4, max: 80 } as const;

/** The body of /api/admin/phrases/hold. */
export type PhraseHold = { phrase: string; holds: boolean };

/** The body as the shared schema reads it, or null when the schema would refuse it. */
export function phraseHoldBody(phrase: string, holds: boolean): PhraseHold | null {
  const text = phrase.trim();
  return text.length >= PHRASE_LIMITS.min && text.length <= PHRASE_LIMITS.max
    ? { phrase: text, holds }
    : null;
}
