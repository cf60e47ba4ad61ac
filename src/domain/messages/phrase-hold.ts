import { z } from 'zod';
import { configureZod } from '../vehicles/configure-zod';
import { PHRASE_LIMITS } from './phrase-limits';

/**
 * A moderator marks a scam phrase to hold messages (issue 46): a message using it waits for
 * review instead of reaching its recipient with a warning. The admin page and the server's
 * /api/admin/phrases/hold read the same body with this schema (the page through phraseHoldBody,
 * its zod-free twin, tested against it).
 */
function build() {
  configureZod();
  return z.strictObject({
    phrase: z.string().trim().min(PHRASE_LIMITS.min).max(PHRASE_LIMITS.max),
    holds: z.boolean(),
  });
}

let schema: ReturnType<typeof build> | undefined;
export function getPhraseHoldSchema() {
  return (schema ??= build());
}

export type PhraseHoldBody = z.output<ReturnType<typeof build>>;
