import { useId, useState, type RefObject } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useTranslation } from '@/i18n/use-translation';
import { QUICK_REPLIES, type ReplyId } from '../bikebot-script';
import { isBlank } from '@/lib/text';
import type { ChatMessage } from '../bikebot-reducer';
import { BotIcon, CloseIcon } from './icons';
import { MessageLog } from './message-log';

type Props = {
  id: string;
  isOpen: boolean;
  modal: boolean;
  messages: ChatMessage[];
  typing: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (text: string, reply?: ReplyId) => void;
  onClose: () => void;
  onNavigate: () => void;
};

/**
 * Beside the page on a wide screen (non-modal), modal on a phone. Stays mounted while closed to
 * keep the draft.
 */
export function BikeBotPanel(props: Props) {
  const { id, isOpen, modal, messages, typing, inputRef, onSend, onClose, onNavigate } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const blank = isBlank(draft);

  return (
    <ModalDialog
      id={id}
      open={isOpen}
      modal={modal}
      lightDismiss={modal}
      onClose={onClose}
      initialFocus={inputRef}
      aria-labelledby={titleId}
      className="bikebot-panel"
    >
      <div className="bikebot-header">
        <span className="bikebot-avatar">
          <BotIcon />
        </span>
        <div className="bikebot-heading">
          <h2 id={titleId} className="bikebot-title">
            {t('bikebot.title')}
          </h2>
          <p className="bikebot-subtitle">{t('bikebot.subtitle')}</p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-icon bikebot-close"
          aria-label={t('bikebot.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <MessageLog messages={messages} typing={typing} isOpen={isOpen} onNavigate={onNavigate} />
      <div className="bikebot-quick" role="group" aria-label={t('bikebot.suggestions')}>
        {QUICK_REPLIES.map((reply) => ({ reply, label: t(`bikebot.quick.${reply}`) })).map(
          (quick) => (
            <button
              key={quick.reply}
              type="button"
              className="bikebot-chip"
              onClick={() => onSend(quick.label, quick.reply)}
            >
              {quick.label}
            </button>
          ),
        )}
      </div>
      <form
        className="bikebot-composer"
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) return;
          onSend(draft);
          setDraft('');
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('bikebot.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="input bikebot-input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('bikebot.placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={500}
        />
        <button type="submit" className="btn btn-primary bikebot-send" disabled={blank}>
          {t('bikebot.send')}
        </button>
      </form>
    </ModalDialog>
  );
}
