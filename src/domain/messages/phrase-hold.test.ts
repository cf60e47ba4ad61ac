import { getPhraseHoldSchema } from './phrase-hold';
import { phraseHoldBody } from './phrase-limits';

test('the admin page sends exactly what the shared schema accepts', () => {
  const cases: Array<[string, boolean]> = [
    ['  advance payment ', true],
    ['abc', false],
    ['abcd', true],
    ['x'.repeat(80), false],
    ['x'.repeat(81), true],
    ['    ', true],
  ];
  for (const [phrase, holds] of cases) {
    const parsed = getPhraseHoldSchema().safeParse({ phrase, holds });
    expect(phraseHoldBody(phrase, holds), phrase).toEqual(parsed.success ? parsed.data : null);
  }
  expect(getPhraseHoldSchema().safeParse({ phrase: 'abcd', holds: 'yes' }).success).toBe(false);
  expect(getPhraseHoldSchema().safeParse({ phrase: 'abcd', holds: true, x: 1 }).success).toBe(
    false,
  );
});
