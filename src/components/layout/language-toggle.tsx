import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { languageCodes, languages, type Language } from '@/i18n/languages';
import { useTranslation } from '@/i18n/use-translation';

/** A menu: three names side by side would not fit the 960 px header beside Sinhala items. */
export function LanguageMenu({ className = 'btn btn-ghost' }: { className?: string }) {
  const { lang, t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onFocusIn(event: FocusEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="language-menu">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <GlobeIcon />
        <span className="language-menu-current lang-name" lang={languages[lang].htmlLang}>
          {languages[lang].nativeName}
        </span>
        <span className="visually-hidden"> ({t('common.nav.switchLanguage')})</span>
      </button>
      {open && (
        <div id={listId} className="language-menu-list">
          <LanguageChoices onChoose={close} />
        </div>
      )}
    </div>
  );
}

export function LanguageChoices({
  className = 'btn btn-sm btn-ghost',
  onChoose,
}: {
  className?: string;
  onChoose?: (lang: Language) => void;
}) {
  const { lang, setLang, t } = useTranslation();
  return (
    <div role="group" aria-label={t('common.footer.language')} className="cluster language-choices">
      {languageCodes.map((code) => (
        <button
          key={code}
          type="button"
          className={`${className} lang-name`}
          aria-pressed={code === lang}
          lang={languages[code].htmlLang}
          onClick={() => {
            setLang(code);
            onChoose?.(code);
          }}
        >
          {languages[code].nativeName}
        </button>
      ))}
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}
