import type { RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChatIcon, CloseIcon } from './icons';
import { useStepAside } from './use-step-aside';

type Props = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  /** The chat panel's id, once the chat is loaded. */
  panelId?: string;
  onClick: () => void;
  /** The visitor is about to open the chat (pointer over it, focus): its code can load now. */
  onIntent?: () => void;
};

/** The floating button that opens BikeBot; it steps aside from the page's controls. */
export function LauncherButton({ buttonRef, isOpen, panelId, onClick, onIntent }: Props) {
  const { t } = useTranslation();
  const place = useStepAside(buttonRef);
  const stepped =
    isOpen || place === 'clear'
      ? ''
      : place === 'aside'
        ? ' is-stepped-aside'
        : ' is-stepped-aside is-out-of-way';
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`bikebot-launcher${stepped}`}
      aria-label={t('bikebot.launcher')}
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onClick}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      {isOpen ? <CloseIcon /> : <ChatIcon />}
    </button>
  );
}
