import { createStore } from '../create-store';
import { STORAGE_KEYS } from '../storage';

/** Why the marketplace holds a new ad for its moderators, as the poster is told. */
export type HeldBecause = 'copied_photo' | 'wording';

type HeldAds = ReadonlyMap<string, HeldBecause | 'review'>;

const REASONS: ReadonlySet<unknown> = new Set(['copied_photo', 'wording', 'review']);

// Stored as { id: reason }; an entry with a reason this version does not know is skipped.
const store = createStore<HeldAds>({
  key: STORAGE_KEYS.heldAds,
  schema: {
    safeParse: (stored) =>
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? {
            success: true,
            data: new Map(
              Object.entries(stored as Record<string, unknown>).filter(
                (entry): entry is [string, HeldBecause | 'review'] => REASONS.has(entry[1]),
              ),
            ),
          }
        : { success: false },
  },
  fallback: new Map(),
  encode: (held) => JSON.stringify(Object.fromEntries(held)),
});

/**
 * This browser's published ads that wait for a moderator's check: buyers cannot see them yet,
 * so the owner is never shown one as if it were live. 'review': held, reason not told here.
 * The same object until storage changes.
 */
export const readHeldAds = store.get;
export const subscribeHeldAds = store.subscribe;

/** `null`: no longer held (approved, or never was). Returns whether anything changed. */
export function markHeld(id: string, because: HeldBecause | 'review' | null): boolean {
  const all = new Map(readHeldAds());
  if (because === null ? !all.has(id) : all.get(id) === because) return false;
  if (because === null) all.delete(id);
  else all.set(id, because);
  try {
    store.set(all);
  } catch {
    console.warn('[held-ads] could not remember that an ad waits for a check');
  }
  return true;
}
