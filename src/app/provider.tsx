import type { ReactNode } from 'react';
import { I18nProvider } from '@/i18n/i18n-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  return <I18nProvider>{children}</I18nProvider>;
}
