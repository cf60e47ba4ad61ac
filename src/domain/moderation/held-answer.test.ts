import { heldInAnswer } from './held-answer';

test('a live ad, and an older server that says nothing of moderation, are not held', () => {
  expect(heldInAnswer({ id: 'a', status: 'active', heldBecause: null })).toBeNull();
  expect(heldInAnswer({ id: 'a' })).toBeNull();
  expect(heldInAnswer(null)).toBeNull();
  expect(heldInAnswer('Gateway Time-out')).toBeNull();
  expect(heldInAnswer({ status: 'paused' })).toBeNull();
});

test('a held ad says why, in one word; a reason it cannot name is left unsaid', () => {
  expect(heldInAnswer({ status: 'held', heldBecause: 'copied_photo' })).toBe('copied_photo');
  expect(heldInAnswer({ status: 'held', heldBecause: 'wording' })).toBe('wording');
  expect(heldInAnswer({ status: 'held', heldBecause: 'papers' })).toBe('papers');
  expect(heldInAnswer({ status: 'held', heldBecause: null })).toBe('unsaid');
  expect(heldInAnswer({ status: 'held' })).toBe('unsaid');
  expect(heldInAnswer({ status: 'held', heldBecause: 'a newer reason' })).toBe('unsaid');
});
