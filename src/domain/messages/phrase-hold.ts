import { z } from 'zod';
import { configureZod } from '../vehicles/configure-zod';

/** A scam phrase as moderators type it: 4 to 80 characters once trimmed. */
export const PHRASE_LIMITS = { min: 4, max: 80 } as const;

/**
 * A moderator marks a scam phrase to hold messages (issue 46): a message using it waits for
 * review instead of reaching its recipient with a warning. The admin page and the server's
 * /api/admin/phrases/hold read the same body with this schema.
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

export type PhraseHold = z.output<ReturnType<typeof build>>;
