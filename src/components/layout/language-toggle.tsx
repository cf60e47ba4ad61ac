import { languageCodes, languages } from '@/i18n/languages';
import { useTranslation } from '@/i18n/use-translation';

/** Header toggle: one button naming the next language in its own script. */
export function LanguageToggle({
  className = 'btn btn-ghost',
  onToggle,
}: {
  className?: string;
  onToggle?: () => void;
}) {
  const { lang, setLang, t } = useTranslation();
  const next = languageCodes[(languageCodes.indexOf(lang) + 1) % languageCodes.length] ?? lang;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setLang(next);
        onToggle?.();
      }}
    >
      <span className="visually-hidden">{t('common.nav.switchLanguage')}: </span>
      <span lang={languages[next].htmlLang}>{languages[next].nativeName}</span>
    </button>
  );
}

/** Footer switcher: every language as a pressed/unpressed button. */
export function LanguageSwitcher() {
  const { lang, setLang, t } = useTranslation();
  return (
    <div role="group" aria-label={t('common.footer.language')} className="cluster">
      {languageCodes.map((code) => (
        <button
          key={code}
          type="button"
          className="btn btn-sm btn-ghost"
          aria-pressed={code === lang}
          lang={languages[code].htmlLang}
          onClick={() => setLang(code)}
        >
          {languages[code].nativeName}
        </button>
      ))}
    </div>
  );
}
