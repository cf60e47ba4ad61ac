/** sessionStorage: '1' once the safety note was shown in this visit (tab). */
const SAFETY_NOTE_KEY = 'bikebazaar.safetyNoteShown_v1';

/**
 * Whether this is the visit's first contact tap, remembering that it happened. Without
 * sessionStorage (private modes, blocked storage) every tap counts as the first: the note is
 * short and never blocks, so showing it again is the safe failure.
 */
export function firstContactOfVisit(): boolean {
  try {
    if (window.sessionStorage.getItem(SAFETY_NOTE_KEY) === '1') return false;
    window.sessionStorage.setItem(SAFETY_NOTE_KEY, '1');
  } catch (error) {
    console.warn('[safety-note] sessionStorage is not available', error);
  }
  return true;
}
