import * as z from 'zod/mini';
import { configureZod } from '../vehicles/configure-zod';

/**
 * Why a new or edited ad waits for a moderator, told to its poster in one word: a photo copied
 * from another ad, scam wording, or a part that carries an engine or chassis number (its papers).
 */
export const heldReasons = ['copied_photo', 'wording', 'papers'] as const;
export type HeldReason = (typeof heldReasons)[number];

/** What a post or an edit says of the ad beside it: live or held, and why (the server's 201/200). */
export const answerStatuses = ['active', 'sold', 'held'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

let schema: ReturnType<typeof build> | undefined;

function build() {
  configureZod();
  // Forgiving: an older server says nothing (live), and a value it cannot name is not an error.
  return z.object({
    status: z.catch(z.optional(z.enum(answerStatuses)), undefined),
    heldBecause: z.catch(z.optional(z.nullable(z.enum(heldReasons))), null),
  });
}

/**
 * Whether an answer (or an outbox entry's stored one) says the ad waits for a moderator: why, or
 * 'unsaid' when it does not say; null when it is live.
 */
export function heldInAnswer(answer: unknown): HeldReason | 'unsaid' | null {
  schema ??= build();
  const read = z.safeParse(schema, answer);
  if (!read.success || read.data.status !== 'held') return null;
  return read.data.heldBecause ?? 'unsaid';
}
