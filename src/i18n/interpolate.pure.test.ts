// @vitest-environment node
import { interpolate } from './interpolate';

test('fills every placeholder, numbers too', () => {
  expect(interpolate('{{n}} {{category}} for sale, {{n}} new', { n: 3, category: 'Sport' })).toBe(
    '3 Sport for sale, 3 new',
  );
});

test('a placeholder without a value stays as written', () => {
  expect(interpolate('Hi {{name}} {{constructor}}', {})).toBe('Hi {{name}} {{constructor}}');
  expect(interpolate('{{a}}', { a: undefined })).toBe('{{a}}');
});
