// @vitest-environment node
import { isBlank } from './text';

test('white space and invisible characters alone are blank; Sinhala with joiners is not', () => {
  for (const blank of ['', '   ', '\n\t', '\u200b', '\u200b \ufeff', '\u200d\u200c', '\u2060'])
    expect(isBlank(blank), JSON.stringify(blank)).toBe(true);
  for (const filled of ['a', ' Dio ', 'ශ්‍රී ලංකා', '\u200bx', '0'])
    expect(isBlank(filled), filled).toBe(false);
});
