import { useTranslation } from '@/i18n/use-translation';

/**
 * A short, non-modal safety note. The live region is always there so that the note is
 * announced when it appears.
 */
export function SafetyNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="safety-note-region">
      {shown ? (
        <div className="alert safety-note">
          <p>
            <strong>{t('common.safetyNote.title')}</strong>
          </p>
          <ul>
            <li>{t('common.safetyNote.advance')}</li>
            <li>{t('common.safetyNote.papers')}</li>
            <li>{t('common.safetyNote.chassis')}</li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
