// @vitest-environment node
import { formatChatTime } from './format-chat-time';

const en = { am: 'AM', pm: 'PM', pattern: '{{time}} {{period}}' };
const si = { am: 'පෙ.ව.', pm: 'ප.ව.', pattern: '{{period}} {{time}}' };

test('chat times show hours and minutes on a 12-hour clock', () => {
  expect(formatChatTime(new Date(2024, 4, 1, 10, 42).getTime(), en)).toBe('10:42 AM');
  expect(formatChatTime(new Date(2024, 4, 1, 0, 5).getTime(), en)).toBe('12:05 AM');
  expect(formatChatTime(new Date(2024, 4, 1, 12, 0).getTime(), en)).toBe('12:00 PM');
  expect(formatChatTime(new Date(2024, 4, 1, 20, 9).getTime(), si)).toBe('ප.ව. 8:09');
});
