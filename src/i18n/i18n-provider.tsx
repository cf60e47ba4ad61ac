import {
  useCallback,
  useLayoutEffect,
  useSyncExternalStore,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS, readRaw, writeQuietly } from '@/lib/storage';
import type { TranslationKey } from './catalog';
import { I18nContext, type I18nContextValue } from './i18n-context';
import { defaultLanguage, isLanguage, languages, type Language } from './languages';
import { registerCommonTexts } from './namespaces/common';
import { getLoadedCatalog } from './registry';
import { translate, type TranslationVars } from './translate';

/** The saved choice, else a Sinhala browser gets Sinhala, else English (the spec's default). */
export function getInitialLanguage(): Language {
  const saved = readRaw(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const match = preferred.map((tag) => tag.split('-')[0]).find(isLanguage);
  return match ?? defaultLanguage;
}

const subscribeToNothing = () => () => {};

/**
 * `initialLanguage` fixes the starting language (prerendering, tests). `firstRenderIn` is the
 * language of the HTML being hydrated: the first render uses it, then the visitor's choice.
 */
export function I18nProvider({
  children,
  initialLanguage,
  firstRenderIn,
}: {
  children: ReactNode;
  initialLanguage?: Language;
  firstRenderIn?: Language;
}) {
  registerCommonTexts();
  // Until the visitor picks a language here, the one they chose before (or their browser's).
  // While hydrating, React takes the HTML's language instead, then renders again in theirs.
  const [picked, setPicked] = useState<Language | null>(initialLanguage ?? null);
  const remembered = useSyncExternalStore(
    subscribeToNothing,
    getInitialLanguage,
    () => firstRenderIn ?? defaultLanguage,
  );
  const lang = picked ?? remembered;

  useLayoutEffect(() => {
    document.documentElement.lang = languages[lang].htmlLang;
  }, [lang]);

  const setLang = useCallback((next: Language) => {
    setPicked(next);
    // Persisting is beyond the spec; when storage is unavailable the choice lives in memory.
    writeQuietly(STORAGE_KEYS.language, next);
  }, []);

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
