import { useEffect, useMemo, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/i18n/use-translation';
import type { ChatMessage } from '../bikebot-reducer';
import { getBotReply } from '../lib/bot-reply';
import { getItemSearchLink } from '../lib/item-link';
import { getCountedSearchLink } from '../lib/search-link';
import { useListCounts } from './use-list-counts';
import { formatChatTime } from '../lib/format-chat-time';

type Props = {
  messages: ChatMessage[];
  typing: boolean;
  isOpen: boolean;
  onNavigate: () => void;
};

/**
 * The live region holds only the messages and only ever grows, so a screen reader announces
 * each new message once; the typing dots sit outside it.
 */
export function MessageLog({ messages, typing, isOpen, onNavigate }: Props) {
  const { t, lang } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const timeLabels = {
    am: t('bikebot.time.am'),
    pm: t('bikebot.time.pm'),
    pattern: t('bikebot.time.pattern'),
  };

  // Scripted replies follow the language chosen now (SPEC: answers in the chosen one). Written
  // out once per change of messages or language, not on every keystroke in the input.
  // A list link counts what the list itself will show (the server's total on the marketplace).
  const searches = useMemo(
    () => messages.flatMap((message) => (message.search ? [message.search] : [])),
    [messages],
  );
  const countOf = useListCounts(searches);
  const shown = useMemo(() => {
    return messages.map((message) => {
      const reply = message.reply
        ? getBotReply(message.reply, lang)
        : { text: message.text, links: message.links };
      return {
        message,
        text: reply.text,
        links: message.search
          ? [...reply.links, getCountedSearchLink(message.search, lang, countOf(message.search))]
          : message.item
            ? [...reply.links, getItemSearchLink(message.item, lang)]
            : reply.links,
      };
    });
  }, [messages, lang, countOf]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && isOpen) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, typing, isOpen]);

  return (
    <div
      ref={scrollerRef}
      className="bikebot-scroller"
      role="region"
      aria-label={t('bikebot.messages')}
      tabIndex={0}
    >
      <div role="log" aria-live="polite" aria-relevant="additions">
        <ol className="bikebot-messages">
          {shown.map(({ message, text, links }) => (
            <li key={message.id} className={`bikebot-message bikebot-message-${message.type}`}>
              <p className="bikebot-bubble">
                <span className="visually-hidden">
                  {message.type === 'bot' ? t('bikebot.botSays') : t('bikebot.youSaid')}{' '}
                </span>
                {text}
              </p>
              {links.length > 0 && (
                <ul className="bikebot-links">
                  {links.map((link) => (
                    <li key={link.label}>
                      {'to' in link ? (
                        <Link to={link.to} className="bikebot-link" onClick={onNavigate}>
                          {link.label}
                        </Link>
                      ) : (
                        <a href={link.href} className="bikebot-link">
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <time className="bikebot-time" dateTime={new Date(message.timestamp).toISOString()}>
                {formatChatTime(message.timestamp, timeLabels)}
              </time>
            </li>
          ))}
        </ol>
      </div>
      {typing && (
        <p className="bikebot-typing">
          <span className="bikebot-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{t('bikebot.typing')}</span>
        </p>
      )}
    </div>
  );
}
