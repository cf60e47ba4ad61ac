import { reportWasRepeat } from './report-answer';

test('a report the server had already taken from here is a repeat', () => {
  expect(reportWasRepeat({ received: true, duplicate: true })).toBe(true);
});

test('a first report, and an answer the schema cannot read, are not repeats', () => {
  expect(reportWasRepeat({ received: true, duplicate: false })).toBe(false);
  expect(reportWasRepeat({ duplicate: true })).toBe(false);
  expect(reportWasRepeat({ received: true, duplicate: 'yes' })).toBe(false);
  expect(reportWasRepeat(null)).toBe(false);
  expect(reportWasRepeat('Bad Gateway')).toBe(false);
});
