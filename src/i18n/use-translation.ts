import { use } from 'react';
import { I18nContext, type I18nContextValue } from './i18n-context';

export function useTranslation(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useTranslation must be used inside <I18nProvider>');
  return value;
}
