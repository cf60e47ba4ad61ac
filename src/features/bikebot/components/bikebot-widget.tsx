import { useCallback, useEffect, useEffectEvent, useId, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useOneOverlay } from '@/hooks/use-overlay';
import { useTranslation } from '@/i18n/use-translation';
import type { ReplyId } from '../bikebot-script';
import { chatReducer, initialChatState, isTyping } from '../bikebot-reducer';
import { BikeBotPanel } from './bikebot-panel';
import { LauncherButton } from './launcher-button';
import './bikebot.css';
import './bikebot-chat.css';

/**
 * Below this width the panel covers most of the screen, so it is a modal dialog (focus stays in
 * it, the page is inert, a tap on the page closes it), and following a link closes it.
 */
const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * The floating BikeBot chat. Default export: the launcher (bikebot-launcher.tsx) loads it when the
 * visitor reaches for it, and it opens at once (`openAtStart`) for the tap that asked for it.
 */
export default function BikeBotWidget({ openAtStart = false }: { openAtStart?: boolean }) {
  const { lang } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, null, () =>
    openAtStart
      ? chatReducer(initialChatState, { type: 'open', lang, now: Date.now() })
      : initialChatState,
  );
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const isPhone = useMediaQuery(PHONE_QUERY);
  // Opened by the tap that loaded it: focus goes into the input, as for any opening.
  const openedAtStart = useRef(openAtStart);
  useEffect(() => {
    if (openedAtStart.current) inputRef.current?.focus();
  }, []);

  // Replies arrive in order, each one reply delay after its own message: a second message sent
  // while BikeBot is typing is not kept waiting for the first reply's full delay as well.
  const due = state.queue[0]?.dueAt;
  const deliver = useEffectEvent(() => dispatch({ type: 'deliver', lang, now: Date.now() }));
  useEffect(() => {
    if (due === undefined) return;
    const timer = window.setTimeout(() => deliver(), Math.max(0, due - Date.now()));
    return () => window.clearTimeout(timer);
  }, [due]);

  function open() {
    // Render the panel now so the input exists and is visible when we focus it.
    flushSync(() => dispatch({ type: 'open', lang, now: Date.now() }));
    inputRef.current?.focus();
  }

  function close() {
    flushSync(() => dispatch({ type: 'close' }));
    launcherRef.current?.focus({ preventScroll: true });
  }

  function send(text: string, reply?: ReplyId) {
    dispatch({ type: 'send', text, reply, now: Date.now() });
  }

  function handleNavigate() {
    if (isPhone) close();
  }

  // The phone menu or filter drawer opening closes the chat (focus goes to them, not here).
  const closeForOther = useCallback(() => dispatch({ type: 'close' }), []);
  useOneOverlay('bikebot', state.isOpen, closeForOther);
  return (
    <div
      className="bikebot"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.isOpen) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <BikeBotPanel
        id={panelId}
        isOpen={state.isOpen}
        modal={isPhone}
        messages={state.messages}
        typing={isTyping(state)}
        inputRef={inputRef}
        onSend={send}
        onClose={close}
        onNavigate={handleNavigate}
      />
      <LauncherButton
        buttonRef={launcherRef}
        isOpen={state.isOpen}
        panelId={panelId}
        onClick={state.isOpen ? close : open}
      />
    </div>
  );
}
