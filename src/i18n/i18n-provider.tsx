import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { TranslationKey } from './catalog';
import { I18nContext, type I18nContextValue } from './i18n-context';
import { rememberLanguage } from './language-choice';
import { defaultLanguage, languages, type Language } from './languages';
import { registerCommonTexts } from './namespaces/common';
import { getLoadedCatalog } from './registry';
import { translate, type TranslationVars } from './translate';

/** In the app the language is the URL's (`lang`); component tests keep it here instead. */
export function I18nProvider({
  children,
  lang: fromUrl,
  onChange,
  initialLanguage = defaultLanguage,
}: {
  children: ReactNode;
  lang?: Language;
  onChange?: (lang: Language) => void;
  initialLanguage?: Language;
}) {
  registerCommonTexts();
  const [picked, setPicked] = useState<Language>(initialLanguage);
  const lang = fromUrl ?? picked;

  useLayoutEffect(() => {
    document.documentElement.lang = languages[lang].htmlLang;
  }, [lang]);

  const setLang = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      if (onChange) onChange(next);
      else setPicked(next);
    },
    [onChange],
  );

  const value = useMemo<I18nContextValue>(() => {
    return {
      lang,
      setLang,
      // Looked up per call: feature chunks register their namespaces after the shell loads.
      t: (key: TranslationKey, vars?: TranslationVars) =>
        translate(getLoadedCatalog(lang), key, vars),
    };
  }, [lang, setLang]);

  return <I18nContext value={value}>{children}</I18nContext>;
}
