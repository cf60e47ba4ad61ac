import type { ThreadMessage } from '@/lib/api/messages-api';
import { mergeMessages } from './use-thread';

const message = (id: string, text: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  threadId: 't1',
  from: 'seller',
  text,
  sentAt: `2026-11-28T10:00:0${id.length}.000Z`,
  warnings: [],
  held: false,
  ...extra,
});

test('a stream copy and a send copy of one message are one, in id order', () => {
  const merged = mergeMessages(
    [message('1', 'a'), message('3', 'c')],
    [message('2', 'b'), message('3', 'c')],
  );
  expect(merged.map((m) => m.id)).toEqual(['1', '2', '3']);
});

test("a released message (a new id) replaces its sender's held copy", () => {
  const sentAt = '2026-11-28T10:00:00.000Z';
  const held = message('5', 'Pay a deposit first', { held: true, sentAt });
  const later = message('6', 'Any news?', { from: 'buyer' });
  const released = message('9', 'Pay a deposit first', { sentAt });
  const merged = mergeMessages([held, later], [released]);
  expect(merged.map((m) => [m.id, m.held])).toEqual([
    ['6', false],
    ['9', false],
  ]);
  // The same words sent again (another time) are another message; a held one stays held.
  const again = message('7', 'Pay a deposit first', {
    held: true,
    sentAt: '2026-11-28T11:00:00.000Z',
  });
  expect(mergeMessages([held, again], []).map((m) => m.id)).toEqual(['5', '7']);
});
