// @vitest-environment node
import { damerauLevenshtein } from './edit-distance';

test.each([
  ['pulsar', 'pulsar', 0],
  ['plusar', 'pulsar', 1],
  ['yamha', 'yamaha', 1],
  ['hnda', 'honda', 1],
  ['suzki', 'suzuki', 1],
  ['bajja', 'bajaj', 1],
  ['yahama', 'yamaha', 2],
  ['kitten', 'sitting', 3],
  ['ca', 'abc', 3],
  ['', 'dio', 3],
  ['dio', '', 3],
  ['කොලඹ', 'කොළඹ', 1],
  ['ab', 'ba', 1],
])('%s → %s is %i edits', (a, b, distance) => {
  expect(damerauLevenshtein(a, b)).toBe(distance);
  expect(damerauLevenshtein(b, a)).toBe(distance);
});

test('a bound stops the count at one past it', () => {
  expect(damerauLevenshtein('kawasaki', 'honda', 1)).toBe(2);
  expect(damerauLevenshtein('a', 'abcdef', 2)).toBe(3);
  expect(damerauLevenshtein('yahama', 'yamaha', 2)).toBe(2);
  expect(damerauLevenshtein('yahama', 'yamaha', 1)).toBe(2);
  expect(damerauLevenshtein('', 'dio', 1)).toBe(2);
});
