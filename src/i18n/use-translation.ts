import { use } from 'react';
import { I18nContext, type I18nContextValue } from './i18n-context';

/** `t('common.nav.home')`, the current language and a setter. Must be inside <I18nProvider>. */
export function useTranslation(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useTranslation must be used inside <I18nProvider>');
  return value;
}
