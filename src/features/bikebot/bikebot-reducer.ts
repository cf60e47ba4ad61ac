import { readItemRequest } from '@/domain/listings/item-request';
import type { ItemSearch } from '@/domain/listings/item-search';
import { recogniseBikeSearch, type BikeSearch } from '@/domain/search/recognise-bike-search';
import type { Language } from '@/i18n/languages';
import { isBlank } from '@/lib/text';
import { REPLY_DELAY_MS, type ReplyId } from './bikebot-script';
import { getBotReply, type BotLink } from './lib/bot-reply';
import { matchReply } from './lib/match-reply';

export type ChatMessage = {
  id: number;
  type: 'bot' | 'user';
  text: string;
  timestamp: number;
  links: BotLink[];
  /** So it can be shown again in another language. */
  reply?: ReplyId;
  search?: BikeSearch;
  /** A part or gear request: its list is linked under the reply. */
  item?: ItemSearch;
};

export type ChatState = {
  isOpen: boolean;
  messages: ChatMessage[];
  /** Oldest first; the typing indicator shows while this is not empty. */
  queue: {
    afterMessageId: number;
    reply: ReplyId;
    search?: BikeSearch;
    item?: ItemSearch;
    dueAt: number;
  }[];
  nextId: number;
};

export type ChatAction =
  | { type: 'open'; lang: Language; now: number }
  | { type: 'close' }
  | { type: 'send'; text: string; now: number; reply?: ReplyId }
  | { type: 'deliver'; lang: Language; now: number };

export const initialChatState: ChatState = { isOpen: false, messages: [], queue: [], nextId: 1 };

/** "Honda spare parts" is not a Honda for sale. */
const NOT_ABOUT_BIKES: ReadonlySet<ReplyId> = new Set(['spareParts', 'gear']);

function addBotMessage(
  state: ChatState,
  reply: ReplyId,
  lang: Language,
  now: number,
  search?: BikeSearch,
  item?: ItemSearch,
): ChatState {
  const { text, links } = getBotReply(reply, lang);
  const message: ChatMessage = {
    id: state.nextId,
    type: 'bot',
    text,
    timestamp: now,
    links,
    reply,
    ...(search ? { search } : {}),
    ...(item ? { item } : {}),
  };
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
      // Blank after trimming, invisible characters counted as blank too.
      if (isBlank(action.text)) return state;
      const id = state.nextId;
      const matched = action.reply ?? matchReply(action.text);
      // A quick reply is the script's own question; a typed one may also name bikes, or parts
      // and gear. The script's reply stays the one SPEC.md's keyword order chose; the list
      // asked for is linked under it ("ටයර් එකක් ඕනේ": the spare parts reply, and tyres).
      const itemKind = matched === 'spareParts' ? 'part' : matched === 'gear' ? 'gear' : null;
      const item = action.reply
        ? null
        : itemKind
          ? readItemRequest(action.text, itemKind)
          : matched === 'fallback'
            ? readItemRequest(action.text)
            : null;
      const search =
        action.reply || item || NOT_ABOUT_BIKES.has(matched)
          ? null
          : recogniseBikeSearch(action.text);
      // What was recognised is answered: never "didn't understand" next to a list.
      const reply =
        matched !== 'fallback' ? matched : item ? 'itemResults' : search ? 'results' : matched;
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
          {
            afterMessageId: id,
            reply,
            ...(search ? { search } : {}),
            ...(item ? { item: item.search } : {}),
            dueAt: action.now + REPLY_DELAY_MS,
          },
        ],
        nextId: id + 1,
      };
    }
    case 'deliver': {
      // The oldest owed reply, and any later ones that are due by now too.
      let next = state;
      while (next.queue[0] && (next === state || next.queue[0].dueAt <= action.now)) {
        const [owed, ...rest] = next.queue;
        next = addBotMessage(
          { ...next, queue: rest },
          owed.reply,
          action.lang,
          action.now,
          owed.search,
          owed.item,
        );
      }
      return next;
    }
  }
}

export function isTyping(state: ChatState): boolean {
  return state.queue.length > 0;
}
