import type { MessageWarning } from '@/domain/messages/message-schema';
import { useTranslation } from '@/i18n/use-translation';

/** The scam guard's warnings beside a message, in the reader's language, with the advice. */
export function MessageWarnings({ codes }: { codes: readonly MessageWarning[] }) {
  const { t } = useTranslation();
  return (
    <div className="thread-warning" role="note">
      <p>
        <strong>
          <span aria-hidden="true">⚠ </span>
          {t('messages.warnings.title')}
        </strong>
      </p>
      <ul>
        {codes.map((code) => (
          <li key={code}>{t(`messages.warnings.${code}`)}</li>
        ))}
      </ul>
    </div>
  );
}
