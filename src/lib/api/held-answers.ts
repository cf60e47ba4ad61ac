import { heldInAnswer, type HeldReason } from '@/domain/moderation/held-answer';

/**
 * What the server's answer to a post or an edit says of moderation, read with the domain's
 * schema (`held-answer.ts`), per kind of answer. Not in `post-ad-request.ts`: the service worker
 * sends posts with that module and carries no schema code.
 */

/** A new vehicle ad: why it waits for a moderator's check; null when it is live. */
export function heldBecauseOf(answer: unknown): 'copied_photo' | 'wording' | null {
  const held = heldInAnswer(answer);
  if (held === null) return null;
  return held === 'copied_photo' ? held : 'wording';
}

/**
 * An edit's answer: held by this edit (why), held before and still waiting ('review'), or not
 * held (`null`, an older server's answer too).
 */
export function editHeldOf(answer: unknown): 'copied_photo' | 'wording' | 'review' | null {
  const held = heldInAnswer(answer);
  if (held === null) return null;
  return held === 'copied_photo' || held === 'wording' ? held : 'review';
}

/** Why a posted part or gear ad waits for a moderator (null: it is listed). */
export type ItemHeld = HeldReason | null;

export function itemHeldOf(answer: unknown): ItemHeld {
  const held = heldInAnswer(answer);
  if (held === null) return null;
  return held === 'copied_photo' || held === 'papers' ? held : 'wording';
}
