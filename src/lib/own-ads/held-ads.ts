import { STORAGE_KEYS, readJson, writeQuietly } from '../storage';

/** Why the marketplace holds a new ad for its moderators, as the poster is told. */
export type HeldBecause = 'copied_photo' | 'wording';

const KEY = STORAGE_KEYS.heldAds;
const REASONS: ReadonlySet<unknown> = new Set(['copied_photo', 'wording', 'review']);

/**
 * This browser's published ads that wait for a moderator's check: buyers cannot see them yet,
 * so the owner is never shown one as if it were live. 'review': held, reason not told here.
 */
export function readHeldAds(): ReadonlyMap<string, HeldBecause | 'review'> {
  const stored = readJson(KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return new Map();
  return new Map(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, HeldBecause | 'review'] => REASONS.has(entry[1]),
    ),
  );
}

/** `null`: no longer held (approved, or never was). Returns whether anything changed. */
export function markHeld(id: string, because: HeldBecause | 'review' | null): boolean {
  const all = new Map(readHeldAds());
  if (because === null ? !all.has(id) : all.get(id) === because) return false;
  if (because === null) all.delete(id);
  else all.set(id, because);
  if (!writeQuietly(KEY, JSON.stringify(Object.fromEntries(all)))) {
    console.warn('[held-ads] could not remember that an ad waits for a check');
  }
  return true;
}
