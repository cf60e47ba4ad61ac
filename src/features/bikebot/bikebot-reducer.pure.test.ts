// @vitest-environment node
import { chatReducer, initialChatState, isTyping, type ChatState } from './bikebot-reducer';

const now = new Date(2024, 4, 1, 10, 42).getTime();

function opened(lang: 'en' | 'si' = 'en'): ChatState {
  return chatReducer(initialChatState, { type: 'open', lang, now });
}

test('opening the chat greets once in the chosen language', () => {
  const state = opened('si');
  expect(state.isOpen).toBe(true);
  expect(state.messages).toHaveLength(1);
  expect(state.messages[0]).toMatchObject({ type: 'bot', timestamp: now });
  expect(state.messages[0]?.text).toMatch(/^ආයුබෝවන්/);

  const reopened = chatReducer(chatReducer(state, { type: 'close' }), {
    type: 'open',
    lang: 'en',
    now,
  });
  expect(reopened.isOpen).toBe(true);
  expect(reopened.messages).toEqual(state.messages);
});

test('closing keeps the conversation', () => {
  const state = chatReducer(opened(), { type: 'close' });
  expect(state.isOpen).toBe(false);
  expect(state.messages).toHaveLength(1);
});

test('sending adds the trimmed user message and owes a matched reply', () => {
  const state = chatReducer(opened(), { type: 'send', text: '  spare part price? ', now });
  expect(state.messages.at(-1)).toMatchObject({ type: 'user', text: 'spare part price?' });
  expect(state.queue).toEqual([
    { afterMessageId: state.messages.at(-1)?.id, reply: 'spareParts', dueAt: now + 1000 },
  ]);
  expect(isTyping(state)).toBe(true);
});

test('a blank message is ignored', () => {
  const state = opened();
  expect(chatReducer(state, { type: 'send', text: '  \n\t ', now })).toBe(state);
});

test('a quick reply names its own reply', () => {
  const state = chatReducer(opened(), { type: 'send', text: 'Show me bikes', reply: 'bikes', now });
  expect(state.queue[0]?.reply).toBe('bikes');
});

test('replies are delivered oldest first, each when due, in the language of delivery', () => {
  let state = opened();
  state = chatReducer(state, { type: 'send', text: 'helmet', now });
  state = chatReducer(state, { type: 'send', text: 'thanks', now: now + 500 });
  expect(state.queue.map((owed) => [owed.reply, owed.dueAt])).toEqual([
    ['gear', now + 1000],
    ['thanks', now + 1500],
  ]);

  state = chatReducer(state, { type: 'deliver', lang: 'en', now: now + 1000 });
  expect(state.messages.at(-1)).toMatchObject({ type: 'bot', timestamp: now + 1000 });
  expect(state.messages.at(-1)?.text).toMatch(/helmets/);
  expect(isTyping(state)).toBe(true);

  state = chatReducer(state, { type: 'deliver', lang: 'si', now: now + 1500 });
  expect(state.messages.at(-1)?.text).toMatch(/^සතුටින්/);
  expect(isTyping(state)).toBe(false);
  expect(chatReducer(state, { type: 'deliver', lang: 'en', now })).toBe(state);
});

test('replies due at the same time arrive together, in order', () => {
  let state = opened();
  state = chatReducer(state, { type: 'send', text: 'helmet', now });
  state = chatReducer(state, { type: 'send', text: 'thanks', now });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now: now + 1000 });
  expect(state.messages.slice(-2).map((message) => message.type)).toEqual(['bot', 'bot']);
  expect(state.messages.at(-2)?.text).toMatch(/helmets/);
  expect(state.messages.at(-1)?.text).toMatch(/welcome/);
  expect(isTyping(state)).toBe(false);
});

test('every message gets its own id', () => {
  let state = opened();
  state = chatReducer(state, { type: 'send', text: 'hi', now });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now });
  const ids = state.messages.map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
});
