import { createContext } from 'react';
import type { TranslationKey } from './catalog';
import type { Language } from './languages';
import type { TranslationVars } from './translate';

export type I18nContextValue = {
  lang: Language;
  setLang: (lang: Language) => void;
  t: (key: TranslationKey, vars?: TranslationVars) => string;
};

export const I18nContext = createContext<I18nContextValue | null>(null);
