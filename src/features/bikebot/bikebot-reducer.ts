import type { Language } from '@/i18n/languages';
import type { ReplyId } from './bikebot-script';
import { getBotReply, type BotLink } from './lib/bot-reply';
import { matchReply } from './lib/match-reply';

/** SPEC §3 chat message, plus an id for React keys and optional in-app links on bot replies. */
export type ChatMessage = {
  id: number;
  type: 'bot' | 'user';
  text: string;
  timestamp: number;
  links: BotLink[];
};

export type ChatState = {
  isOpen: boolean;
  messages: ChatMessage[];
  /** Replies still owed, oldest first; the typing indicator shows while this is not empty. */
  queue: { afterMessageId: number; reply: ReplyId }[];
  nextId: number;
};

export type ChatAction =
  | { type: 'open'; lang: Language; now: number }
  | { type: 'close' }
  | { type: 'send'; text: string; now: number; reply?: ReplyId }
  | { type: 'deliver'; lang: Language; now: number };

export const initialChatState: ChatState = { isOpen: false, messages: [], queue: [], nextId: 1 };

function addBotMessage(state: ChatState, reply: ReplyId, lang: Language, now: number): ChatState {
  const { text, links } = getBotReply(reply, lang);
  const message: ChatMessage = { id: state.nextId, type: 'bot', text, timestamp: now, links };
  return { ...state, messages: [...state.messages, message], nextId: state.nextId + 1 };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open': {
      const opened = { ...state, isOpen: true };
      // BikeBot greets once, in the language chosen when the chat is first opened.
      return state.messages.length === 0
        ? addBotMessage(opened, 'greeting', action.lang, action.now)
        : opened;
    }
    case 'close':
      return { ...state, isOpen: false };
    case 'send': {
      if (action.text.trim() === '') return state;
      const id = state.nextId;
      const message: ChatMessage = {
        id,
        type: 'user',
        text: action.text.trim(),
        timestamp: action.now,
        links: [],
      };
      return {
        ...state,
        messages: [...state.messages, message],
        queue: [
          ...state.queue,
          { afterMessageId: id, reply: action.reply ?? matchReply(action.text) },
        ],
        nextId: id + 1,
      };
    }
    case 'deliver': {
      const [next, ...rest] = state.queue;
      if (!next) return state;
      return addBotMessage({ ...state, queue: rest }, next.reply, action.lang, action.now);
    }
  }
}

export function isTyping(state: ChatState): boolean {
  return state.queue.length > 0;
}
