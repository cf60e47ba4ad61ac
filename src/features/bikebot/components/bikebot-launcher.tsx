import { useRef, useState } from 'react';
import { loadChunk } from '@/lib/load-chunk';
import type BikeBotWidget from './bikebot-widget';
import { LauncherButton } from './launcher-button';
import './bikebot.css';

type ChatModule = { default: typeof BikeBotWidget };

let chat: Promise<ChatModule> | null = null;
/** The chat's code (its panel, and the readers of bikes, parts and places): once, on demand. */
function loadChat(): Promise<ChatModule> {
  chat ??= loadChunk(() => import('./bikebot-widget')).catch((error: unknown) => {
    chat = null;
    throw error;
  });
  return chat;
}

/**
 * BikeBot's launcher, as the page first gets it: the button alone. The chat's code loads when the
 * visitor reaches for the button (pointer over it, a touch, keyboard focus) and opens on the tap,
 * so a page that nobody chats on never parses it. Default export: the mount loads it lazily.
 */
export default function BikeBotLauncher() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Chat, setChat] = useState<ChatModule['default'] | null>(null);
  if (Chat) return <Chat openAtStart />;
  const warm = () => void loadChat().catch(() => undefined);
  const open = () => {
    loadChat().then(
      (module) => setChat(() => module.default),
      (error: unknown) => console.warn('[bikebot] the chat could not be loaded', error),
    );
  };
  return (
    <div className="bikebot">
      <LauncherButton buttonRef={buttonRef} isOpen={false} onClick={open} onIntent={warm} />
    </div>
  );
}
